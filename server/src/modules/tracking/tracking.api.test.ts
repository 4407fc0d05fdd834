import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, TOKEN_HEADER, TRACKING, TRACKING_EVENT_IDS } from '@pingjia/contract';
import { trackingEvents } from '../../db/schema/index.js';
import { createStudent, TEST_PASSWORD, TEST_SHARD } from '../../test/factories.js';
import { body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { BEACONS_PER_IP } from './service.js';

let t: TestApp;
beforeAll(async () => {
  // The tests post from many addresses through X-Forwarded-For, as behind our own proxy.
  t = await buildTestApp({ config: { trustProxy: true } });
});

let nextAddress = 1;
/** Each test posts from its own (documentation-range) address, so rows and rate limits stay its own. */
function newAddress(): string {
  nextAddress += 1;
  return `203.0.113.${nextAddress}`;
}

/** A beacon as the web's buildTrackingEvent makes it: every value text. */
function buildBeacon(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    appkey: TRACKING.appKey,
    app_version: TRACKING.appVersion,
    user_id: '4321',
    role_id: '8',
    event_index: TRACKING_EVENT_IDS.login,
    active_time: '2026-11-22 09:30:00',
    duration: '0',
    resolution: '1920*1080',
    app_client: '4',
    task_id: '77',
    crowd_id: '88',
    Client: TRACKING.sdkVersion,
    ...overrides,
  };
}

function postForm(path: string, fields: Record<string, string>, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14)',
      'accept-language': 'en-US',
      ...headers,
    },
  });
}

function rowsFrom(ip: string) {
  return testDb().select().from(trackingEvents).where(eq(trackingEvents.ip, ip));
}

describe('tracking beacons', () => {
  it('stores a form-encoded login beacon with every field, extras kept apart', async () => {
    const ip = newAddress();
    const response = await postForm(api.tracking.loginMessage.path, { ...buildBeacon(), url: '/sso/' }, ip);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ success: true, code: 200 });
    const [row] = await rowsFrom(ip);
    expect(row).toMatchObject({
      channel: 'login',
      eventIndex: '00000001',
      appkey: TRACKING.appKey,
      appVersion: '1.1.0',
      userId: 4321,
      roleId: 8,
      activeTime: '2026-11-22 09:30:00',
      duration: 0,
      resolution: '1920*1080',
      appClient: 4,
      taskId: '77',
      crowdId: '88',
      client: '1.0.0',
      extra: { url: '/sso/' },
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      provinceShardId: null,
    });
  });

  it('accepts JSON, and unknown 8-digit ids on the activity channel', async () => {
    const ip = newAddress();
    const response = await t.app.inject({
      method: 'POST',
      url: api.tracking.activityMessage.path,
      payload: buildBeacon({ event_index: '12345678', user_id: '', role_id: '-1', duration: '1500' }),
      headers: { 'x-forwarded-for': ip },
    });
    expect(body(response).success).toBe(true);
    const [row] = await rowsFrom(ip);
    expect(row).toMatchObject({
      channel: 'activity',
      eventIndex: '12345678',
      userId: null,
      roleId: -1,
      duration: 1500,
    });
  });

  it.each([
    ['a bad app_client', { app_client: '2' }, 'app_client must be 1, 4 or 5'],
    ['a non-digit event_index', { event_index: '0000000a' }, 'event_index must be 8 digits'],
    ['a missing appkey', { appkey: '' }, 'Tracking field appkey is missing or invalid'],
    ['an over-long field', { resolution: 'x'.repeat(300) }, 'Tracking field resolution is too long'],
  ])('refuses %s with a clear message and stores nothing', async (_name, change, message) => {
    const ip = newAddress();
    const response = await postForm(api.tracking.abnormalMessage.path, buildBeacon(change), ip);
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, message });
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('refuses an unknown event id on the login channel', async () => {
    const ip = newAddress();
    const response = await postForm(api.tracking.loginMessage.path, buildBeacon({ event_index: '99999999' }), ip);
    expect(body(response)).toMatchObject({ success: false, message: 'Unknown login tracking event' });
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('records the signed-in user over the posted user_id', async () => {
    const ip = newAddress();
    const student = await createStudent();
    const token = await signIn(t.app, student.loginName, TEST_PASSWORD);
    await postForm(api.tracking.questionnaireMessage.path, buildBeacon({ user_id: '999', role_id: '6' }), ip, {
      [TOKEN_HEADER]: token,
    });
    const [row] = await rowsFrom(ip);
    expect(row).toMatchObject({ channel: 'questionnaire', userId: student.id, roleId: 8, provinceShardId: TEST_SHARD });
  });

  it(`refuses beacon number ${BEACONS_PER_IP.max + 1} within a minute from one address, not from another`, async () => {
    const ip = newAddress();
    for (let sent = 0; sent < BEACONS_PER_IP.max; sent += 1) {
      expect(
        body(await postForm(api.tracking.activityMessage.path, buildBeacon({ event_index: '00000020' }), ip)).success,
      ).toBe(true);
    }
    const over = await postForm(api.tracking.activityMessage.path, buildBeacon({ event_index: '00000020' }), ip);
    expect(body(over)).toMatchObject({ success: false, code: ErrorCode.RateLimited });
    expect(await rowsFrom(ip)).toHaveLength(BEACONS_PER_IP.max);

    expect(body(await postForm(api.tracking.activityMessage.path, buildBeacon(), newAddress())).success).toBe(true);
    t.clock.advance(BEACONS_PER_IP.windowMs + 1);
    expect(body(await postForm(api.tracking.activityMessage.path, buildBeacon(), ip)).success).toBe(true);
  });
});
