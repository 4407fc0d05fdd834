import { describe, expect, it } from 'vitest';
import { answerHref, groupReportHref, guidePageHref, readMode, readTaskRef, reportHref } from './task-links';

describe('task links', () => {
  it('carries the group and activity in the guard parameter names, with the mode', () => {
    const href = guidePageHref({ taskGroupId: 3, activityId: 9 }, 'replace');
    expect(href).toBe('/activityIntroductionPage?task_group_info_id=3&activity_id=9&mode=replace');
    expect(readTaskRef(new URL(href, 'http://x').searchParams)).toEqual({ taskGroupId: 3, activityId: 9 });
  });

  it('opens each kind on its own answer screen', () => {
    const task = { taskGroupId: 1, activityId: 2 };
    expect(answerHref('questionnaire', task, 'submit')).toMatch(/^\/studentQuestionnaireAnswer\?/);
    expect(answerHref('activity', task, 'submit')).toMatch(/^\/studentAnswer\?/);
    expect(answerHref('programming', task, 'submit')).toMatch(/^\/studentKooAnswer\?/);
    expect(reportHref(task)).toBe('/personalRealTimeReport?task_group_info_id=1&activity_id=2');
    expect(groupReportHref(4)).toBe('/reportEnter?task_group_info_id=4');
  });

  it('reads no task from a missing or malformed query, and submit as the default mode', () => {
    expect(readTaskRef(new URLSearchParams('task_group_info_id=1'))).toBeNull();
    expect(readTaskRef(new URLSearchParams('task_group_info_id=x&activity_id=2'))).toBeNull();
    expect(readMode(new URLSearchParams('mode=drop'))).toBe('submit');
    expect(readMode(new URLSearchParams('mode=reupload'))).toBe('reupload');
  });
});
