import { describe, expect, it } from 'vitest';
import { comparisonLevels, levelShares, scoreText, signedText } from './figures';

describe('scoreText and signedText', () => {
  it('keeps one decimal, and a change its sign (a true minus)', () => {
    expect(scoreText(80)).toBe('80.0');
    expect(signedText(2.5)).toBe('+2.5');
    expect(signedText(-1)).toBe('\u22121.0');
    expect(signedText(0)).toBe('0.0');
    expect(signedText(-0.04)).toBe('0.0');
  });
});

describe('levelShares', () => {
  it("is each level's whole percent of the figure's students, none for a hidden figure", () => {
    expect(levelShares({ students: 40, mean: 75, levels: [4, 8, 16, 12], suppressed: false })).toEqual([
      10, 20, 40, 30,
    ]);
    expect(levelShares({ students: 3, mean: null, levels: null, suppressed: true })).toBeNull();
    expect(levelShares({ students: 0, mean: null, levels: [0, 0, 0, 0], suppressed: false })).toEqual([0, 0, 0, 0]);
  });
});

describe('comparisonLevels', () => {
  const both = { school: 77, district: 75 };
  const districtOnly = { school: null, district: 75 };

  it('shows the averages present, never the level of the node itself', () => {
    expect(comparisonLevels([both], 'class')).toEqual(['school', 'district']);
    expect(comparisonLevels([both], 'grade')).toEqual(['school', 'district']);
    expect(comparisonLevels([both], 'school')).toEqual(['district']);
    expect(comparisonLevels([both], 'region')).toEqual(['school']);
    expect(comparisonLevels([districtOnly, districtOnly], 'school')).toEqual(['district']);
    expect(comparisonLevels([{ school: null, district: null }], 'class')).toEqual([]);
  });
});
