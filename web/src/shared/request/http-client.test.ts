import { admin, dict, fail, files, login, ok, sys, user } from '@pingjia/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, SENT_AHEAD_MAX_AGE_MS } from './http-client';
import type { HttpClient, HttpClientDeps } from './http-client';
import { RequestError } from './request-error';

const NOW = 1_700_000_000_000;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function buildDeps(
  respond: (url: string, init: RequestInit) => Promise<Response>,
  overrides: Partial<HttpClientDeps> = {},
) {
  const fetchMock = vi.fn(respond);
  const deps = {
    fetch: fetchMock as unknown as typeof fetch,
    readToken: () => 'tok-123',
    language: () => 'en-US',
    now: () => NOW,
    text: (key: string) => `text:${key}`,
    toast: vi.fn(),
    showIdleDialog: vi.fn(() => Promise.resolve()),
    endSession: vi.fn(),
    navigate: vi.fn(),
    reportAbnormal: vi.fn(),
    ...overrides,
  } satisfies HttpClientDeps;
  return { deps, fetchMock, client: createHttpClient(deps) };
}

function requestedUrl(fetchMock: ReturnType<typeof vi.fn>): URL {
  return new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
}

function requestedHeaders(fetchMock: ReturnType<typeof vi.fn>): Headers {
  return (fetchMock.mock.calls[0]?.[1] as RequestInit).headers as Headers;
}

afterEach(() => vi.useRealTimers());

describe('http client: success and request shape', () => {
  it('returns the data of a success envelope', async () => {
    const { client } = buildDeps(() => Promise.resolve(jsonResponse(ok({ id: 7 }))));
    await expect(client.request(login.getInfo)).resolves.toEqual({ id: 7 });
  });

  it('adds a timestamp, the query, the satoken header and Accept-Language', async () => {
    const { client, fetchMock } = buildDeps(() => Promise.resolve(jsonResponse(ok(true))));
    const query = { userId: 42, skipped: undefined };
    await client.request(login.checkUserIdByToken, { query });
    const url = requestedUrl(fetchMock);
    expect(url.pathname).toBe('/wj/api/login/checkUserIdByToken');
    expect(url.searchParams.get('timestamp')).toBe(String(NOW));
    expect(url.searchParams.get('userId')).toBe('42');
    expect(url.searchParams.has('skipped')).toBe(false);
    expect(requestedHeaders(fetchMock).get('satoken')).toBe('tok-123');
    expect(requestedHeaders(fetchMock).get('Accept-Language')).toBe('en-US');
  });

  it('sends no timestamp on file get and upload', async () => {
    const { client, fetchMock } = buildDeps(() => Promise.resolve(jsonResponse(ok({ fileName: 'a.png' }))));
    await client.request(files.uploadFile, { body: new FormData() });
    await client.request(files.getFile, { query: { fileName: 'a.png' }, responseType: 'blob' });
    const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(urls.map((url) => url.pathname)).toEqual([files.uploadFile.path, files.getFile.path]);
    expect(urls.filter((url) => url.searchParams.has('timestamp'))).toEqual([]);
  });

  it('sends a plain object as JSON', async () => {
    const { client, fetchMock } = buildDeps(() => Promise.resolve(jsonResponse(ok(null))));
    await client.request(user.updatePhone, { body: { phone: '13800000000', code: '1234' } });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"phone":"13800000000","code":"1234"}');
    expect(requestedHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('returns the raw response for blob requests', async () => {
    const raw = new Response('binary', { status: 200 });
    const { client } = buildDeps(() => Promise.resolve(raw));
    const download = client.request(files.getFile, { query: { fileName: 'a.png' }, responseType: 'blob' });
    await expect(download).resolves.toBe(raw);
  });
});

describe('http client: §8 failures', () => {
  it('shows a 701 body message and resolves with nothing', async () => {
    const body = { status: '701', code: 701, message: 'Activity closed', success: false };
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(body)));
    await expect(client.requestOrNothing(login.getInfo)).resolves.toBeUndefined();
    expect(deps.toast).toHaveBeenCalledWith('Activity closed', 'info');
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(deps.reportAbnormal).not.toHaveBeenCalled();
  });

  it('settles a call that needs data as a shown message after a 701 body, not as a failure', async () => {
    const body = { status: '701', message: 'Activity closed' };
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(body)));
    const error = await client.request(login.getInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'message', code: 701, message: 'Activity closed' });
    expect(deps.toast).toHaveBeenCalledWith('Activity closed', 'info');
    expect(deps.toast).not.toHaveBeenCalledWith('Activity closed', 'error');
    expect(deps.reportAbnormal).not.toHaveBeenCalled();
  });

  it('shows the message of an HTTP 701 and resolves with its body', async () => {
    const body = { message: 'Server says hi' };
    // The Response constructor refuses statuses above 599, so the reply is shaped by hand.
    const reply = { status: 701, ok: false, json: () => Promise.resolve(body) } as unknown as Response;
    const { client, deps } = buildDeps(() => Promise.resolve(reply));
    await expect(client.request(login.getInfo)).resolves.toEqual(body);
    expect(deps.toast).toHaveBeenCalledWith('Server says hi', 'info');
  });

  it('rejects a business failure with a typed error, a beacon and the server message', async () => {
    const errors = [{ path: 'phone', message: 'validation.phone.format' }];
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(fail(10001, 'Bad phone', { errors }))));
    const error = await client
      .request(user.updatePhone, { body: { phone: '1380000000', code: '123456' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'business', code: 10001, message: 'Bad phone', errors });
    expect(deps.toast).toHaveBeenCalledWith('Bad phone', 'error');
    expect(deps.reportAbnormal).toHaveBeenCalledWith(expect.objectContaining({ code: 10001, message: 'Bad phone' }));
  });

  it('falls back to msg when message is empty', async () => {
    const body = { status: 'error', success: false, code: 10009, message: '', msg: 'Taken' };
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(body)));
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ message: 'Taken' });
    expect(deps.toast).toHaveBeenCalledWith('Taken', 'error');
  });

  it('ends the session on 401', async () => {
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(fail(401, 'no session'), 401)));
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ kind: 'http', code: 401 });
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('shows the idle dialog once for several 402s, then ends the session', async () => {
    let close: () => void = () => undefined;
    const showIdleDialog = vi.fn(() => new Promise<void>((resolve) => (close = resolve)));
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(fail(402, 'idle'), 402)), { showIdleDialog });
    const calls = [client.request(login.getInfo), client.request(user.info), client.request(sys.date)];
    await Promise.allSettled(calls);
    expect(showIdleDialog).toHaveBeenCalledTimes(1);
    expect(deps.endSession).not.toHaveBeenCalled();
    close();
    await vi.waitFor(() => expect(deps.endSession).toHaveBeenCalledTimes(1));
  });

  it('toasts user type incorrect on 400', async () => {
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse({}, 400)));
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ code: 400 });
    expect(deps.toast).toHaveBeenCalledWith('text:userTypeIncorrect', 'error');
  });

  it('navigates to the body url on 403', async () => {
    const body = fail(20003, 'forbidden', { url: '/client/answerweb/noPermission' });
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(body, 403)));
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ code: 403 });
    expect(deps.navigate).toHaveBeenCalledWith('/client/answerweb/noPermission');
  });

  it('toasts API address does not exist on 404', async () => {
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse({}, 404)));
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ code: 404 });
    expect(deps.toast).toHaveBeenCalledWith('text:noSuchApi', 'error');
  });

  it('sends a beacon and toasts request failed on any other status', async () => {
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse({}, 500)));
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ kind: 'http', code: 500 });
    expect(deps.toast).toHaveBeenCalledWith('text:requestFailed', 'error');
    expect(deps.reportAbnormal).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  });

  it('treats a network failure like any other failed request', async () => {
    const { client, deps } = buildDeps(() => Promise.reject(new TypeError('offline')));
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ kind: 'network', code: 0 });
    expect(deps.toast).toHaveBeenCalledWith('text:requestFailed', 'error');
    expect(deps.reportAbnormal).toHaveBeenCalledTimes(1);
  });

  it('aborts after the timeout', async () => {
    vi.useFakeTimers();
    const { client, deps } = buildDeps(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = client.request(login.getInfo).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(deps.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
    expect(deps.toast).toHaveBeenCalledWith('text:requestFailed', 'error');
  });

  it('stays silent on quiet calls but still rejects', async () => {
    const { client, deps } = buildDeps(() => Promise.reject(new TypeError('offline')));
    await expect(client.request(sys.date, { quiet: true, timeoutMs: 1500 })).rejects.toBeInstanceOf(RequestError);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.reportAbnormal).not.toHaveBeenCalled();
  });
});

describe('http client: file calls the server refuses (blob)', () => {
  const exportClassZip = (client: HttpClient) =>
    client.request(admin.exportAllStuQRCode, { query: { classId: 3 }, responseType: 'blob' });

  it('rejects a JSON failure envelope with the server message instead of handing it over as the file', async () => {
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(fail(10004, 'The record does not exist'))));
    const error = await exportClassZip(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'business', code: 10004, message: 'The record does not exist' });
    expect(deps.toast).toHaveBeenCalledWith('The record does not exist', 'error');
    expect(deps.reportAbnormal).toHaveBeenCalledWith(expect.objectContaining({ code: 10004 }));
  });

  it('shows a 701 body on a file call and gives no file', async () => {
    const { client, deps } = buildDeps(() =>
      Promise.resolve(jsonResponse({ status: '701', message: 'Export closed' })),
    );
    await expect(exportClassZip(client)).rejects.toMatchObject({ kind: 'message', message: 'Export closed' });
    expect(deps.toast).toHaveBeenCalledWith('Export closed', 'info');
  });

  it('hands over a JSON file that is not a refusal unread', async () => {
    const raw = jsonResponse({ name: 'notes', items: [1, 2] });
    const { client, deps } = buildDeps(() => Promise.resolve(raw));
    const download = await client.request(files.getFile, { query: { fileName: 'notes.json' }, responseType: 'blob' });
    expect(download).toBe(raw);
    await expect(download.json()).resolves.toEqual({ name: 'notes', items: [1, 2] });
    expect(deps.toast).not.toHaveBeenCalled();
  });
});

describe('http client: revalidating a kept copy', () => {
  const grades = [{ dictId: '7', dictType: 'grade', dictLabel: '七年级', dictLabelEn: null, dictValue: '7', sort: 7 }];
  const versioned = (body: unknown, etag: string) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ETag: etag } });

  it('asks without a version when nothing is kept, and resolves with the data and its version', async () => {
    const { client, fetchMock } = buildDeps(() => Promise.resolve(versioned(ok(grades), '"v1"')));
    const read = await client.revalidate(dict.getDictByDictType, undefined, { query: { dictType: 'grade' } });
    expect(read).toEqual({ version: '"v1"', data: grades });
    expect(requestedHeaders(fetchMock).has('If-None-Match')).toBe(false);
  });

  it('sends the kept version and resolves with the copy when the server still has it', async () => {
    const copy = { version: '"v1"', data: grades };
    const { client, fetchMock } = buildDeps(() => Promise.resolve(new Response(null, { status: 304 })));
    const read = await client.revalidate(dict.getDictByDictType, copy, { query: { dictType: 'grade' } });
    expect(read).toEqual(copy);
    expect(requestedHeaders(fetchMock).get('If-None-Match')).toBe('"v1"');
  });

  it('resolves with the new data and version when the server has changed it', async () => {
    const changed = [{ ...grades[0], dictLabel: '初一' }];
    const { client } = buildDeps(() => Promise.resolve(versioned(ok(changed), '"v2"')));
    const read = await client.revalidate(
      dict.getDictByDictType,
      { version: '"v1"', data: grades },
      {
        query: { dictType: 'grade' },
      },
    );
    expect(read).toEqual({ version: '"v2"', data: changed });
  });

  it('treats a 304 it did not ask for as a failed request', async () => {
    const { client, deps } = buildDeps(() => Promise.resolve(new Response(null, { status: 304 })));
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ kind: 'http', code: 304 });
    expect(deps.toast).toHaveBeenCalledWith('text:requestFailed', 'error');
  });
});

describe('http client: calls sent ahead', () => {
  /** Lets every settled promise run its callbacks, as the browser would between two events. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('answers the next matching call from the reply already sent for, without sending it again', async () => {
    const { client, fetchMock } = buildDeps(() => Promise.resolve(jsonResponse(ok({ id: 7 }))));
    client.sendAhead(login.getInfo);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(client.request(login.getInfo)).resolves.toEqual({ id: 7 });
    await expect(client.request(login.getInfo)).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the body of a reply sent ahead as it arrives, once, so its reader waits for no read of its own', async () => {
    const response = jsonResponse(ok({ id: 7 }));
    const read = vi.spyOn(response, 'json');
    const { client } = buildDeps(() => Promise.resolve(response));
    client.sendAhead(login.getInfo);
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    await expect(client.request(login.getInfo)).resolves.toEqual({ id: 7 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads a refusal sent ahead as it would read it sent now: a 403 goes to the page its body names', async () => {
    // Not the default no-permission page, so a body that was not read would show.
    const named = '/client/answerweb/noPermission?reason=role';
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse({ ...fail(403, 'no'), url: named }, 403)));
    client.sendAhead(login.getInfo);
    await settle();
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ kind: 'http', code: 403 });
    expect(deps.navigate).toHaveBeenCalledWith(named);
  });

  it('acts on a 401 only when the call is made, so what runs before it runs first', async () => {
    const { client, deps } = buildDeps(() => Promise.resolve(jsonResponse(fail(401, 'expired'), 401)));
    client.sendAhead(login.getInfo);
    await settle();
    expect(deps.endSession).not.toHaveBeenCalled();
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ kind: 'http', code: 401 });
    expect(deps.endSession).toHaveBeenCalledTimes(1);
  });

  it('shows and reports a failure only when the call is made', async () => {
    const { client, deps } = buildDeps(() => Promise.reject(new TypeError('offline')));
    client.sendAhead(login.getInfo);
    await settle();
    expect(deps.toast).not.toHaveBeenCalled();
    await expect(client.request(login.getInfo)).rejects.toMatchObject({ kind: 'network' });
    expect(deps.toast).toHaveBeenCalledWith('text:requestFailed', 'error');
    expect(deps.reportAbnormal).toHaveBeenCalledTimes(1);
  });

  it('sends a call afresh when its input differs from what was sent ahead', async () => {
    const { client, fetchMock } = buildDeps(() => Promise.resolve(jsonResponse(ok(true))));
    client.sendAhead(login.checkUserIdByToken, { query: { userId: 1 } });
    await client.request(login.checkUserIdByToken, { query: { userId: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://localhost').searchParams.get('userId')).toBe('2');
  });

  it('sends a call afresh when the reply sent ahead is older than a reader asking now would accept', async () => {
    let now = NOW;
    const { client, fetchMock } = buildDeps(() => Promise.resolve(jsonResponse(ok({ id: 7 }))), { now: () => now });
    client.sendAhead(login.getInfo);
    now += SENT_AHEAD_MAX_AGE_MS + 1;
    await client.request(login.getInfo);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets what nobody read once dropped', async () => {
    const { client, fetchMock, deps } = buildDeps(() => Promise.resolve(jsonResponse(fail(401, 'expired'), 401)));
    client.sendAhead(login.getInfo);
    client.dropSentAhead();
    await settle();
    expect(deps.endSession).not.toHaveBeenCalled();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(ok({ id: 8 }))));
    await expect(client.request(login.getInfo)).resolves.toEqual({ id: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
