import { describe, expect, it } from 'vitest';
import { ratePercent, splitDuration } from './format';

describe('ratePercent', () => {
  it('keeps one decimal of the percentage', () => {
    expect(ratePercent(2 / 3)).toBe(66.7);
    expect(ratePercent(1 / 3)).toBe(33.3);
    expect(ratePercent(0.25)).toBe(25);
    expect(ratePercent(1)).toBe(100);
    expect(ratePercent(0)).toBe(0);
  });
});

describe('splitDuration', () => {
  it('splits a duration into the largest unit that reads well', () => {
    expect(splitDuration(0)).toEqual({ unit: 'seconds', seconds: 0 });
    expect(splitDuration(42)).toEqual({ unit: 'seconds', seconds: 42 });
    expect(splitDuration(125)).toEqual({ unit: 'minutes', minutes: 2, seconds: 5 });
    expect(splitDuration(420)).toEqual({ unit: 'minutes', minutes: 7, seconds: 0 });
  });

  it('rounds to the minute from an hour up', () => {
    expect(splitDuration(3_629)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(splitDuration(3_631)).toEqual({ unit: 'hours', hours: 1, minutes: 1 });
    expect(splitDuration(3 * 3600 + 29 * 60 + 40)).toEqual({ unit: 'hours', hours: 3, minutes: 30 });
    expect(splitDuration(7_170)).toEqual({ unit: 'hours', hours: 2, minutes: 0 });
  });

  it('reads a negative or fractional time as whole seconds from zero', () => {
    expect(splitDuration(-3)).toEqual({ unit: 'seconds', seconds: 0 });
    expect(splitDuration(59.6)).toEqual({ unit: 'minutes', minutes: 1, seconds: 0 });
  });
});
