import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import { fakeServer, runQuery } from '../../test/calls-on-wire';

/** What the answer screen asks for at `search`, sent ahead, then its session loaded as answer-page.tsx loads it. */
async function openAnswerScreen(search: string) {
  const { sendCallsAhead } = await import('./calls-ahead');
  const { answerSessionQueryOptions } = await import('./hooks/use-answer-session');
  const { taskOfPage } = await import('./hooks/use-task-ref');
  const { permissionStore } = await import('../../shared/stores/permission-store');
  const server = fakeServer({ '/wj/api/evaluation/getEvaluationStemInfo': [] });
  const params = new URLSearchParams(search);
  sendCallsAhead(params);
  const ahead = server.sent();
  const { task, mode } = taskOfPage(params, permissionStore.getState().activity);
  if (task) await runQuery(answerSessionQueryOptions(task, mode)).catch(() => undefined);
  return { ahead, all: server.sent() };
}

beforeEach(() => {
  vi.resetModules();
  installBrowserGlobals();
});

describe('the answer screen, its calls sent ahead', () => {
  it.each([
    ['submit', ['getLeafEvaluationTaskInfoAndTaskStateByUser', 'getEvaluationStemInfo', 'getEvaluationTime']],
    [
      'replace',
      [
        'getLeafEvaluationTaskInfoAndTaskStateByUser',
        'getEvaluationStemInfo',
        'getEvaluationTime',
        'getLeafEvaluationAnswerByUser',
      ],
    ],
    [
      'reupload',
      ['getLeafEvaluationTaskInfoAndTaskStateByUser', 'getEvaluationStemInfo', 'getLeafEvaluationAnswerByUser'],
    ],
  ])('in %s mode sends each call of the session once, which the screen then reads', async (mode, calls) => {
    const { ahead, all } = await openAnswerScreen(`?task_group_info_id=7&activity_id=12&mode=${mode}`);
    expect(all).toEqual(ahead);
    expect(ahead).toEqual(calls.map((call) => `GET /wj/api/evaluation/${call}?taskGroupId=7&activityId=12`));
  });

  it('uses the task the guard kept from a deep link when the address names none', async () => {
    const { permissionStore } = await import('../../shared/stores/permission-store');
    permissionStore.getState().setDeepLink(null, { task_group_info_id: '8', activity_id: '13' });
    const { ahead, all } = await openAnswerScreen('');
    expect(all).toEqual(ahead);
    expect(ahead).toHaveLength(3);
    expect(ahead[0]).toContain('taskGroupId=8&activityId=13');
  });

  it('sends nothing for an address without a task', async () => {
    const { ahead } = await openAnswerScreen('?mode=submit');
    expect(ahead).toEqual([]);
  });
});
