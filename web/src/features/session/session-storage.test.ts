import { ok, SESSION_STORAGE_KEYS } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import type { BrowserGlobals } from '../../test/browser-globals';
import type { LastSubmit } from '../../shared/stores/real-time-report-store';

let browser: BrowserGlobals;

beforeEach(() => {
  vi.resetModules();
  browser = installBrowserGlobals();
  Object.assign(globalThis, {
    fetch: vi.fn(() => Promise.resolve(Response.json(ok(null)))),
    navigator: { userAgent: 'test' },
    window: { screen: { width: 1280, height: 800 } },
  });
});

/** The stores as a page load creates them: they read session storage as they are made. */
async function loadStores() {
  const { permissionStore } = await import('../../shared/stores/permission-store');
  const { answerStore, draftKey } = await import('../../shared/stores/answer-store');
  const { realTimeReportStore } = await import('../../shared/stores/real-time-report-store');
  return { permissionStore, answerStore, draftKey, realTimeReportStore };
}

/** A reload of the tab: the code starts afresh, session storage stays. */
async function reload() {
  vi.resetModules();
  return loadStores();
}

/** What session storage holds under a §9 key, as the browser's storage panel shows it. */
function stored(key: string): unknown {
  const text = browser.sessionStorage.getItem(key);
  return text === null ? null : (JSON.parse(text) as { state: unknown }).state;
}

const DRAFT = { answers: { '11': 2, '12': 'B' }, useTime: 42, submitKey: null, savedAt: 1_772_400_000_000 };
const LAST_SUBMIT: LastSubmit = {
  taskGroupId: 3,
  activityId: 5,
  totalScore: 86,
  awards: [{ awardId: 1, kind: 'medal', name: '初次启航', image: 'medal-first-activity.webp', taskGroupId: 3 }],
};

/** A student mid-way: a deep link remembered, an answer draft, the report after a hand-in. */
async function workInProgress() {
  const stores = await loadStores();
  stores.permissionStore.getState().rememberTarget('/studentAnswer', { task_group_info_id: '3', activity_id: '5' });
  stores.permissionStore.getState().setSystemRoleId(8);
  stores.answerStore.getState().saveDraft(stores.draftKey(3, 5), DRAFT);
  stores.realTimeReportStore.getState().setLastSubmit(LAST_SUBMIT);
  stores.realTimeReportStore.getState().setOpenAspect('2');
  return stores;
}

describe('§9 session storage keys permission, answer and realTimeReportPage', () => {
  it('keeps the remembered target and entry role under "permission", and reads them back after a reload', async () => {
    await workInProgress();
    expect(stored(SESSION_STORAGE_KEYS.permission)).toMatchObject({
      formPath: '/studentAnswer',
      formPathQuery: { task_group_info_id: '3', activity_id: '5' },
      systemRoleId: 8,
    });
    const { permissionStore } = await reload();
    expect(permissionStore.getState()).toMatchObject({
      formPath: '/studentAnswer',
      formPathQuery: { task_group_info_id: '3', activity_id: '5' },
      systemRoleId: 8,
    });
  });

  it('keeps an answer draft under "answer", and reads it back after a reload', async () => {
    await workInProgress();
    expect(stored(SESSION_STORAGE_KEYS.answer)).toEqual({ drafts: { '3:5': DRAFT } });
    const { answerStore, draftKey } = await reload();
    expect(answerStore.getState().drafts[draftKey(3, 5)]).toEqual(DRAFT);
  });

  it('keeps the last hand-in and the open aspect under "realTimeReportPage", and reads them back after a reload', async () => {
    await workInProgress();
    expect(stored(SESSION_STORAGE_KEYS.realTimeReportPage)).toEqual({ lastSubmit: LAST_SUBMIT, openAspectId: '2' });
    const { realTimeReportStore } = await reload();
    expect(realTimeReportStore.getState()).toMatchObject({ lastSubmit: LAST_SUBMIT, openAspectId: '2' });
  });

  it('are all gone after logout, and a reload after it finds none of the work', async () => {
    await workInProgress();
    const keys = [
      SESSION_STORAGE_KEYS.permission,
      SESSION_STORAGE_KEYS.answer,
      SESSION_STORAGE_KEYS.realTimeReportPage,
    ];
    for (const key of keys) expect(browser.sessionStorage.getItem(key)).not.toBeNull();

    const { logout } = await import('./logout');
    await logout();
    expect(keys.filter((key) => browser.sessionStorage.getItem(key) !== null)).toEqual([]);

    const after = await reload();
    expect(after.permissionStore.getState().formPath).toBe('');
    expect(after.answerStore.getState().drafts).toEqual({});
    expect(after.realTimeReportStore.getState().lastSubmit).toBeNull();
  });
});
