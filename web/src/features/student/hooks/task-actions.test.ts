import { describe, expect, it } from 'vitest';
import { groupProgress, taskView } from './task-actions';

const now = new Date('2026-11-22T10:00:00+08:00');
const open = '2027-07-09 23:59:59';
const ended = '2026-11-01 00:00:00';
const flags = (
  over: Partial<{ userTaskState: number; respondTimes: number; isWaive: number; reuploadFlag: number }> = {},
) => ({
  userTaskState: 0,
  respondTimes: 0,
  isWaive: 0,
  reuploadFlag: 0,
  ...over,
});

describe('taskView', () => {
  it('offers start on an untouched task, continue when a draft is kept, even after the end (§4 state 0)', () => {
    expect(taskView(flags(), open, now, false)).toEqual({
      state: 'notStarted',
      answer: { label: 'start', mode: 'submit', disabled: false },
      hasReport: false,
    });
    expect(taskView(flags(), ended, now, true).answer).toEqual({ label: 'continue', mode: 'submit', disabled: false });
    expect(taskView(flags(), open, now, true).state).toBe('inProgress');
  });

  it('offers the one re-answer before the end and disables it after the end or the second answer', () => {
    const once = flags({ userTaskState: 1, respondTimes: 1 });
    expect(taskView(once, open, now, false)).toEqual({
      state: 'answered',
      answer: { label: 'answerAgain', mode: 'replace', disabled: false },
      hasReport: true,
    });
    expect(taskView(once, ended, now, false).answer.disabled).toBe(true);
    expect(taskView(flags({ userTaskState: 1, respondTimes: 2 }), open, now, false).answer.disabled).toBe(true);
  });

  it('disables the answer of a waived task and shows no report for it', () => {
    const view = taskView(flags({ userTaskState: 1, respondTimes: 0, isWaive: 1 }), open, now, false);
    expect(view.state).toBe('waived');
    expect(view.answer.disabled).toBe(true);
    expect(view.hasReport).toBe(false);
  });

  it('turns the button into a re-upload when one is requested, until the end', () => {
    const asked = flags({ userTaskState: 1, respondTimes: 2, reuploadFlag: 1 });
    expect(taskView(asked, open, now, false).answer).toEqual({ label: 'reupload', mode: 'reupload', disabled: false });
    expect(taskView(asked, ended, now, false).answer.disabled).toBe(true);
  });

  it('closes state 2 and any unknown state', () => {
    for (const userTaskState of [2, 7]) {
      const view = taskView(flags({ userTaskState, respondTimes: 1 }), open, now, false);
      expect(view.state).toBe('closed');
      expect(view.answer).toEqual({ label: 'closed', mode: 'submit', disabled: true });
    }
  });
});

describe('groupProgress', () => {
  it('counts handed-in tasks as done, never open, waived or closed ones (§3 doneNum)', () => {
    const tasks = [
      flags(),
      flags({ userTaskState: 1 }),
      flags({ userTaskState: 1, isWaive: 1 }),
      flags({ userTaskState: 2 }),
    ];
    expect(groupProgress(tasks)).toEqual({ done: 1, total: 4 });
  });
});
