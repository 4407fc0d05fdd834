import { fail, ok, TRACKING_EVENT_IDS } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';

const showToast = vi.fn();
vi.mock('../feedback/toast', () => ({ showToast }));

installBrowserGlobals();
const { postTrackingEvent } = await import('./send-event');
const { buildTrackingEvent } = await import('./build-event');
const { i18n } = await import('../i18n');

const event = buildTrackingEvent(
  { eventId: TRACKING_EVENT_IDS.login, userId: 5, roleId: 8 },
  { now: () => 0, userAgent: 'test', screen: { width: 10, height: 20 } },
);

beforeEach(() => showToast.mockClear());

describe('postTrackingEvent', () => {
  it('posts the event form-encoded to its channel', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(Response.json(ok(null))));
    vi.stubGlobal('fetch', fetchMock);
    await postTrackingEvent('loginMessage', event);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/buried/send/loginMessage');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual(event);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('never throws: a failed beacon is a toast prefixed with the tracking word', async () => {
    await i18n.changeLanguage('zh-CN');
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    await expect(postTrackingEvent('abnormalMessage', event)).resolves.toBeUndefined();
    expect(showToast).toHaveBeenCalledWith('埋点: offline', 'error');
  });

  it('treats an HTTP error from the beacon endpoint the same way', async () => {
    await i18n.changeLanguage('en-US');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503, statusText: 'Unavailable' })));
    await postTrackingEvent('activityMessage', event);
    expect(showToast).toHaveBeenCalledWith('Tracking: Unavailable', 'error');
  });

  it('shows the server message when the beacon is refused', async () => {
    await i18n.changeLanguage('en-US');
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(fail(10001, 'event_index must be an event id'))));
    await postTrackingEvent('loginMessage', event);
    expect(showToast).toHaveBeenCalledWith('Tracking: event_index must be an event id', 'error');
  });
});
