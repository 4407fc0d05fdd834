import { describe, expect, it } from 'vitest';
import { countsAsDone, isAnswerDisabled, isWaived, type AnswerFlags } from './answer.js';

const END = '2026-6-30 23:59:59';
const BEFORE = new Date(Date.UTC(2026, 5, 30, 15, 59, 58));
const AT_END = new Date(Date.UTC(2026, 5, 30, 15, 59, 59));

function flags(overrides: Partial<AnswerFlags> = {}): AnswerFlags {
  return { userTaskState: 1, respondTimes: 0, isWaive: 0, reuploadFlag: 0, ...overrides };
}

describe('isAnswerDisabled (§4)', () => {
  it('state 0 is open, even after the end time', () => {
    expect(isAnswerDisabled(flags({ userTaskState: 0 }), END, AT_END)).toBe(false);
  });

  it('state 2 and unknown states are closed, even before the end time with every flag set', () => {
    for (const userTaskState of [2, 3, -1]) {
      expect(isAnswerDisabled(flags({ userTaskState, respondTimes: 1, reuploadFlag: 1 }), END, BEFORE)).toBe(true);
    }
  });

  describe('state 1', () => {
    it('opens for a first re-answer (respondTimes 1, not waived) before the end', () => {
      expect(isAnswerDisabled(flags({ respondTimes: 1 }), END, BEFORE)).toBe(false);
    });

    it('stays closed at or after the end', () => {
      expect(isAnswerDisabled(flags({ respondTimes: 1 }), END, AT_END)).toBe(true);
      expect(isAnswerDisabled(flags({ reuploadFlag: 1 }), END, AT_END)).toBe(true);
    });

    it('stays closed when the task was waived, as a number or a boolean', () => {
      expect(isAnswerDisabled(flags({ respondTimes: 1, isWaive: 1 }), END, BEFORE)).toBe(true);
      expect(isAnswerDisabled(flags({ respondTimes: 1, isWaive: true }), END, BEFORE)).toBe(true);
      expect(isAnswerDisabled(flags({ respondTimes: 1, isWaive: false }), END, BEFORE)).toBe(false);
    });

    it('stays closed after more than one answer', () => {
      expect(isAnswerDisabled(flags({ respondTimes: 2 }), END, BEFORE)).toBe(true);
      expect(isAnswerDisabled(flags({ respondTimes: 0 }), END, BEFORE)).toBe(true);
    });

    it('opens for a re-upload before the end, even when waived or answered twice', () => {
      expect(isAnswerDisabled(flags({ reuploadFlag: 1, isWaive: 1, respondTimes: 2 }), END, BEFORE)).toBe(false);
    });

    it('fails closed without a readable end time', () => {
      for (const end of [null, 'never']) {
        expect(isAnswerDisabled(flags({ respondTimes: 1, reuploadFlag: 1 }), end, BEFORE)).toBe(true);
      }
    });

    it('reads the end time as a Date or epoch milliseconds too', () => {
      const end = new Date(BEFORE.getTime() + 1);
      expect(isAnswerDisabled(flags({ respondTimes: 1 }), end, BEFORE)).toBe(false);
      expect(isAnswerDisabled(flags({ respondTimes: 1 }), end.getTime(), BEFORE)).toBe(false);
    });
  });
});

describe('isWaived', () => {
  it('reads the flag as the server stores it (1) and as a boolean', () => {
    expect(isWaived({ isWaive: 1 })).toBe(true);
    expect(isWaived({ isWaive: true })).toBe(true);
    expect(isWaived({ isWaive: 0 })).toBe(false);
    expect(isWaived({ isWaive: false })).toBe(false);
  });
});

describe('countsAsDone (§3 doneNum)', () => {
  it('counts a handed-in task', () => {
    expect(countsAsDone({ userTaskState: 1, isWaive: 0 })).toBe(true);
  });

  it('leaves out a waived task, though waiving submits it', () => {
    expect(countsAsDone({ userTaskState: 1, isWaive: 1 })).toBe(false);
    expect(countsAsDone({ userTaskState: 1, isWaive: true })).toBe(false);
  });

  it('leaves out open, closed and unknown states', () => {
    for (const userTaskState of [0, 2, -1]) expect(countsAsDone({ userTaskState, isWaive: 0 })).toBe(false);
  });
});
