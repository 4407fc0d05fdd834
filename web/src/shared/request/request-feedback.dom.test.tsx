import { fail, login, TOAST_DURATION_MS, TRACKING_EVENT_IDS, user } from '@pingjia/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zhCN } from '../i18n/locales/zh-CN';
import { endSession } from '../session/end-session';
import { track } from '../tracking/send-event';
import { http } from '.';

vi.mock('../session/end-session', () => ({ endSession: vi.fn() }));
vi.mock('../tracking/send-event', () => ({ track: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The Response constructor refuses statuses above 599, so an HTTP 701 is shaped by hand. */
function http701(body: unknown): Response {
  return { status: 701, ok: false, json: () => Promise.resolve(body) } as unknown as Response;
}

const settle = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    () => undefined,
  );

/** What the abnormal-request beacons carried. */
const reported = () =>
  vi
    .mocked(track)
    .mock.calls.filter(([channel, id]) => channel === 'abnormalMessage' && id === TRACKING_EVENT_IDS.requestError)
    .map(([, , options]) => options?.extra);

const alerts = () => screen.queryAllByRole('alert').map((toast) => toast.textContent);
const statuses = () => screen.queryAllByRole('status').map((toast) => toast.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what the user sees when a call fails (§8)', () => {
  it('a business failure shows the server message as an error toast, and reports it', async () => {
    fetchMock.mockResolvedValue(reply(fail(10001, '手机号格式不正确')));
    await settle(http.request(user.updatePhone, { body: { phone: '1380000000', code: '123456' } }));
    expect(alerts()).toEqual(['手机号格式不正确']);
    expect(reported()).toMatchObject([{ code: '10001', message: '手机号格式不正确' }]);
  });

  it('a body status 701 shows its message, not as an error, and reports nothing', async () => {
    fetchMock.mockResolvedValue(reply({ status: '701', message: '活动已结束' }));
    await settle(http.request(login.getInfo));
    expect(statuses()).toEqual(['活动已结束']);
    expect(alerts()).toEqual([]);
    expect(track).not.toHaveBeenCalled();
  });

  it('an HTTP 701 shows its message and hands the body back', async () => {
    fetchMock.mockResolvedValue(http701({ message: '服务器提示' }));
    await expect(http.request(login.getInfo)).resolves.toEqual({ message: '服务器提示' });
    expect(statuses()).toEqual(['服务器提示']);
  });

  it('400 says the user type is incorrect', async () => {
    fetchMock.mockResolvedValue(reply({}, 400));
    await settle(http.request(login.getInfo));
    expect(alerts()).toEqual([zhCN.request.userTypeIncorrect]);
  });

  it('404 says the API address does not exist', async () => {
    fetchMock.mockResolvedValue(reply({}, 404));
    await settle(http.request(login.getInfo));
    expect(alerts()).toEqual([zhCN.request.noSuchApi]);
  });

  it('any other status says the request failed, and reports it', async () => {
    fetchMock.mockResolvedValue(reply({}, 500));
    await settle(http.request(login.getInfo));
    expect(alerts()).toEqual([zhCN.request.requestFailed]);
    expect(reported()).toMatchObject([{ status: '500', message: zhCN.request.requestFailed }]);
  });

  it('403 leaves for the address the server names, with no toast', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });
    fetchMock.mockResolvedValue(reply(fail(20003, 'forbidden', { url: '/client/answerweb/noPermission' }), 403));
    await settle(http.request(login.getInfo));
    expect(assign).toHaveBeenCalledWith('/client/answerweb/noPermission');
    expect(alerts()).toEqual([]);
  });

  it('401 ends the session without a word', async () => {
    fetchMock.mockResolvedValue(reply(fail(401, 'no session'), 401));
    await settle(http.request(login.getInfo));
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(alerts()).toEqual([]);
  });

  it('a toast goes away by itself after its time', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(reply({}, 404));
    await settle(http.request(login.getInfo));
    expect(alerts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(alerts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(alerts()).toEqual([]);
  });
});

describe('the idle dialog (§8 402)', () => {
  const texts = zhCN.idle;

  it('shows one "Prompt" dialog for several idle answers, and signs in again only from its button', async () => {
    const person = userEvent.setup();
    fetchMock.mockImplementation(() => Promise.resolve(reply(fail(402, 'idle'), 402)));
    await Promise.all([login.getInfo, user.info, login.getInfo].map((route) => settle(http.request(route))));

    const dialog = screen.getByRole('dialog', { name: texts.title });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText(texts.text)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([texts.button]);
    expect(endSession).not.toHaveBeenCalled();

    await person.keyboard('{Escape}');
    await person.tab();
    expect(screen.getByRole('dialog', { name: texts.title })).toBe(dialog);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: texts.button }));

    await person.click(within(dialog).getByRole('button', { name: texts.button }));
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
