import { LOCAL_STORAGE_KEYS } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import type { BrowserGlobals } from '../../test/browser-globals';

let browser: BrowserGlobals;

beforeEach(() => {
  vi.resetModules();
  browser = installBrowserGlobals();
});

const grades = (label: string) => [
  { dictId: '7', dictType: 'grade', dictLabel: label, dictLabelEn: null, dictValue: '7', sort: 7 },
];

async function loadStore() {
  return (await import('./dict-store')).dictStore;
}

function stored(): unknown {
  return JSON.parse(browser.localStorage.getItem(LOCAL_STORAGE_KEYS.dict) ?? 'null');
}

describe('dict store (§9: dictionaries kept in local storage with their version)', () => {
  it('keeps a dictionary with its version under the dict key', async () => {
    const store = await loadStore();
    store.getState().keepDict('grade', { version: '"v1"', data: grades('七年级') });
    expect(stored()).toMatchObject({ state: { byType: { grade: { version: '"v1"', data: grades('七年级') } } } });
  });

  it('changes nothing when the version it already keeps comes again', async () => {
    const store = await loadStore();
    store.getState().keepDict('grade', { version: '"v1"', data: grades('七年级') });
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().keepDict('grade', { version: '"v1"', data: grades('七年级') });
    expect(listener).not.toHaveBeenCalled();
  });

  it('replaces a dictionary whose version changed, and leaves the others as they are', async () => {
    const store = await loadStore();
    const subjects = { version: '"s1"', data: [{ ...grades('语文')[0]!, dictType: 'subject' }] };
    store.getState().keepDict('subject', subjects);
    store.getState().keepDict('grade', { version: '"v1"', data: grades('七年级') });
    store.getState().keepDict('grade', { version: '"v2"', data: grades('初一') });
    expect(store.getState().byType).toEqual({ subject: subjects, grade: { version: '"v2"', data: grades('初一') } });
  });

  it('always takes a reply that carries no version', async () => {
    const store = await loadStore();
    store.getState().keepDict('grade', { version: '', data: grades('七年级') });
    store.getState().keepDict('grade', { version: '', data: grades('初一') });
    expect(store.getState().byType.grade?.data).toEqual(grades('初一'));
  });

  it('is there again on the next page load, and empty after a reset', async () => {
    (await loadStore()).getState().keepDict('grade', { version: '"v1"', data: grades('七年级') });
    vi.resetModules();
    const reloaded = await loadStore();
    expect(reloaded.getState().byType.grade?.version).toBe('"v1"');
    reloaded.getState().reset();
    expect(stored()).toMatchObject({ state: { byType: {} } });
  });
});
