import { RoleCode } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import { fakeServer, runQuery } from '../../test/calls-on-wire';

/** The admin home's calls sent ahead as `role`, then its queries as admin-figures.tsx and current-group-card.tsx make them. */
async function openAdminHome(role: RoleCode) {
  const { userStore } = await import('../../shared/stores/user-store');
  userStore.getState().setRole(role, null);
  const { sendCallsAhead } = await import('./calls-ahead');
  const { adminFiguresQueryOptions } = await import('./api/admin-figures');
  const { currentGroupQueryOptions } = await import('./api/current-group');
  const { canReadProgress } = await import('./hooks/use-can-read-progress');
  const server = fakeServer({ '/wj/api/taskInfo/listTaskGroupByArea': { records: [], total: 0 } });
  sendCallsAhead();
  const ahead = server.sent();
  await Promise.allSettled([
    runQuery(adminFiguresQueryOptions),
    ...(canReadProgress(role) ? [runQuery(currentGroupQueryOptions)] : []),
  ]);
  return { ahead, all: server.sent() };
}

beforeEach(() => {
  vi.resetModules();
  installBrowserGlobals();
});

describe('the admin home, its calls sent ahead', () => {
  it('sends the figures and the current group once for a role that reads progress, and the home reads them', async () => {
    const { ahead, all } = await openAdminHome(RoleCode.schoolAdmin);
    expect(all).toEqual(ahead);
    expect(ahead).toEqual([
      'POST /wj/api/index/queryHomePage {}',
      'POST /wj/api/taskInfo/listTaskGroupByArea {"state":"inProgress","pageIndex":1,"pageSize":1}',
    ]);
  });

  it('sends only the figures for a role that does not read progress', async () => {
    const { ahead, all } = await openAdminHome(RoleCode.customerService);
    expect(all).toEqual(ahead);
    expect(ahead).toEqual(['POST /wj/api/index/queryHomePage {}']);
  });
});
