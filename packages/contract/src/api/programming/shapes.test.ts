import { describe, expect, it } from 'vitest';
import { programmingCalls } from './shapes.js';

const saveDraft = programmingCalls.saveDraft.body;
const codeOf = (taskCount: number) =>
  Object.fromEntries(Array.from({ length: taskCount }, (_, i) => [String(i + 1), 'function f() {}']));
const draft = (code: Record<string, string>) => ({ taskGroupId: '3', activityId: '8', code, useTime: 60 });

describe('programming drafts (saveDraft)', () => {
  it('read the activity ids from text as numbers', () => {
    expect(saveDraft.parse(draft(codeOf(1)))).toMatchObject({ taskGroupId: 3, activityId: 8 });
  });

  it('keep the code of at most 10 tasks', () => {
    expect(saveDraft.parse(draft(codeOf(10))).code).toEqual(codeOf(10));
    expect(saveDraft.safeParse(draft(codeOf(11))).error?.issues.map((issue) => issue.path)).toEqual([['code']]);
  });

  it('key the code by task id', () => {
    expect(saveDraft.safeParse(draft({ first: 'function f() {}' })).success).toBe(false);
  });
});
