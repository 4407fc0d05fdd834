import { describe, expect, it } from 'vitest';
import { isRecoverable, ratePercent, splitDuration } from './figures';

describe('ratePercent', () => {
  it('keeps one decimal of the percentage', () => {
    expect(ratePercent(2 / 3)).toBe(66.7);
    expect(ratePercent(1)).toBe(100);
    expect(ratePercent(0)).toBe(0);
  });
});

describe('splitDuration', () => {
  it('splits seconds into hours and minutes, rounding to the minute', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(420)).toEqual({ hours: 0, minutes: 7 });
    expect(splitDuration(3_629)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(3_631)).toEqual({ hours: 1, minutes: 1 });
    expect(splitDuration(7_170)).toEqual({ hours: 2, minutes: 0 });
  });
});

describe('isRecoverable', () => {
  it('allows a reset only of an activity the student has touched', () => {
    expect(isRecoverable('done')).toBe(true);
    expect(isRecoverable('waived')).toBe(true);
    expect(isRecoverable('inProgress')).toBe(true);
    expect(isRecoverable('notStarted')).toBe(false);
    expect(isRecoverable('notTakingPart')).toBe(false);
  });
});
