import { LOCAL_STORAGE_KEYS, ok } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import type { BrowserGlobals } from '../../test/browser-globals';

let browser: BrowserGlobals;
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

const grades = (label: string) => [{ dictId: '7', dictType: 'grade', dictLabel: label, dictValue: '7', sort: 7 }];
const reply = (data: unknown, version: string) =>
  new Response(JSON.stringify(ok(data)), { headers: { 'Content-Type': 'application/json', ETag: version } });
const notModified = () => new Response(null, { status: 304 });

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  browser = installBrowserGlobals();
  Object.assign(globalThis, { fetch: fetchMock, navigator: { userAgent: 'test' } });
});

async function loadGrades() {
  const { loadDict } = await import('./load-dict');
  return loadDict('grade');
}

function sentVersion(call: number): string | null {
  return (fetchMock.mock.calls[call]?.[1]?.headers as Headers).get('If-None-Match');
}

describe('loadDict', () => {
  it('asks for the dictionary once and keeps it with its version in local storage', async () => {
    fetchMock.mockResolvedValueOnce(reply(grades('七年级'), '"v1"'));
    await expect(loadGrades()).resolves.toEqual(grades('七年级'));
    expect(new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://school.test').searchParams.get('dictType')).toBe(
      'grade',
    );
    expect(sentVersion(0)).toBeNull();
    expect(JSON.parse(browser.localStorage.getItem(LOCAL_STORAGE_KEYS.dict) ?? '{}')).toMatchObject({
      state: { byType: { grade: { version: '"v1"', data: grades('七年级') } } },
    });
  });

  it('on a later page load sends the kept version and uses the kept entries when they did not change', async () => {
    fetchMock.mockResolvedValueOnce(reply(grades('七年级'), '"v1"'));
    await loadGrades();
    const written = browser.localStorage.getItem(LOCAL_STORAGE_KEYS.dict);
    vi.resetModules();
    fetchMock.mockResolvedValueOnce(notModified());
    await expect(loadGrades()).resolves.toEqual(grades('七年级'));
    expect(sentVersion(1)).toBe('"v1"');
    expect(browser.localStorage.getItem(LOCAL_STORAGE_KEYS.dict)).toBe(written);
  });

  it('reloads a dictionary the server has changed and keeps the new version', async () => {
    fetchMock.mockResolvedValueOnce(reply(grades('七年级'), '"v1"'));
    await loadGrades();
    fetchMock.mockResolvedValueOnce(reply(grades('初一'), '"v2"'));
    await expect(loadGrades()).resolves.toEqual(grades('初一'));
    expect(sentVersion(1)).toBe('"v1"');
    const { dictStore } = await import('../stores/dict-store');
    expect(dictStore.getState().byType.grade).toEqual({ version: '"v2"', data: grades('初一') });
  });
});
