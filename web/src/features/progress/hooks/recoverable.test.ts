import { describe, expect, it } from 'vitest';
import { isRecoverable } from './recoverable';

describe('isRecoverable', () => {
  it('allows a reset only of an activity the student has touched', () => {
    expect(isRecoverable('done')).toBe(true);
    expect(isRecoverable('waived')).toBe(true);
    expect(isRecoverable('inProgress')).toBe(true);
    expect(isRecoverable('notStarted')).toBe(false);
    expect(isRecoverable('notTakingPart')).toBe(false);
  });
});
