import { ok } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../../test/browser-globals';
import type { BrowserGlobals } from '../../../test/browser-globals';
import { buildUserInfo } from '../../../test/factories';

let browser: BrowserGlobals;
const fetchMock = vi.fn((url: string) =>
  Promise.resolve(Response.json(ok({ token: url.includes('endActing') ? 'parent-fresh' : 'child-acting' }))),
);

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockClear();
  browser = installBrowserGlobals();
  Object.assign(globalThis, { fetch: fetchMock, navigator: { userAgent: 'test' } });
  browser.document.cookie = 'satoken=parent-token; path=/';
});

describe('acting for a child', () => {
  it('asks for the child’s token, signs the tab in with it and opens the student home', async () => {
    const { userStore } = await import('../../../shared/stores/user-store');
    userStore.getState().setUserInfo(buildUserInfo({ userName: '赵丽华' }));
    const { actForChild } = await import('./acting');
    const { parentStore } = await import('./child-store');
    await actForChild({ studentId: 3, userName: '陈子涵' });
    const [url] = fetchMock.mock.calls[0] ?? [''];
    expect(new URL(url, 'http://school.test').pathname).toBe(
      '/wj/api/userParent/parentsSwitchStudentPasswordFreeLogin',
    );
    expect(new URL(url, 'http://school.test').searchParams.get('studentId')).toBe('3');
    expect(browser.document.cookie).toContain('satoken=child-acting');
    expect(parentStore.getState().acting).toEqual({ childName: '陈子涵', parentName: '赵丽华' });
    expect(userStore.getState().userInfo).toBeNull();
    expect(browser.assigned).toEqual(['/client/answerweb/stuIndex']);
  });

  it('comes back with the parent’s fresh token and forgets the acting state', async () => {
    const { parentStore } = await import('./child-store');
    parentStore.getState().setActing({ childName: '陈子涵', parentName: '赵丽华' });
    const { backToParent } = await import('./acting');
    await backToParent();
    expect(browser.document.cookie).toContain('satoken=parent-fresh');
    expect(parentStore.getState().acting).toBeNull();
    expect(browser.assigned).toEqual(['/client/answerweb/parentIndexPage']);
  });
});
