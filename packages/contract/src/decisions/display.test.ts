import { describe, expect, it } from 'vitest';
import { genderOf, idolLevel } from './display.js';

describe('idolLevel', () => {
  it('keeps levels 1 to 3', () => {
    expect(idolLevel(1)).toBe(1);
    expect(idolLevel(2)).toBe(2);
    expect(idolLevel('3')).toBe(3);
  });

  it('falls back to 1 above 3, and for anything without an image', () => {
    for (const level of [4, 10, '4', 0, -2, 2.5, null, undefined, 'gold']) expect(idolLevel(level)).toBe(1);
  });
});

describe('genderOf', () => {
  it("shows '0' as male", () => {
    expect(genderOf('0')).toBe('male');
    expect(genderOf(0)).toBe('male');
  });

  it('shows a missing or any other gender as female', () => {
    for (const gender of [undefined, null, '', '1', '2', 1]) expect(genderOf(gender)).toBe('female');
  });
});
