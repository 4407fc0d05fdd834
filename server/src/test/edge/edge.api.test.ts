import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, TOKEN_COOKIE, TOKEN_HEADER, TRACKING, TRACKING_EVENT_IDS } from '@pingjia/contract';
import { parentStudent, users, verificationCodes } from '../../db/schema/index.js';
import { createParent, createStudent, createUser, TEST_PASSWORD } from '../factories.js';
import { authed, body, buildTestApp, signIn, signInResponse, testDb, type TestApp } from '../harness.js';
import { studentWithActivity, submitKey } from '../../modules/evaluation/test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const EN = { 'accept-language': 'en-US' };
const INT4_OVERFLOW = '2147483648';
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF that opens a script: shown in place, it would run under the app's origin. */
const PDF_WITH_SCRIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function tokenOf(loginName: string): Promise<string> {
  return signIn(t.app, loginName, TEST_PASSWORD);
}

/** A GET the way a link from another site sends it: the session cookie, no header. */
function withCookieOnly(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, cookies: { [TOKEN_COOKIE]: token } });
}

function withHeader(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: { [TOKEN_HEADER]: token } });
}

function expectValidationFailure(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
}

function multipartUpload(filename: string, content: Buffer) {
  const boundary = `----pingjia${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    boundary,
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

async function uploaded(token: string, filename: string, content: Buffer): Promise<{ fileName: string; url: string }> {
  const form = multipartUpload(filename, content);
  const response = await t.app.inject({
    method: 'POST',
    url: api.files.uploadFile.path,
    payload: form.payload,
    headers: { 'content-type': `multipart/form-data; boundary=${form.boundary}`, [TOKEN_HEADER]: token },
  });
  const result = body<{ fileName: string; url: string }>(response);
  if (!result.success) throw new Error(`upload failed: ${result.message}`);
  return result.data;
}

/** A beacon as the web builds it: every value text, nobody signed in. */
function beacon(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    appkey: TRACKING.appKey,
    app_version: TRACKING.appVersion,
    user_id: '',
    role_id: '',
    event_index: TRACKING_EVENT_IDS.login,
    active_time: '2026-11-22 09:30:00',
    duration: '0',
    resolution: '1920*1080',
    app_client: '1',
    task_id: '',
    crowd_id: '',
    Client: TRACKING.sdkVersion,
    ...overrides,
  };
}

function postBeacon(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: api.tracking.activityMessage.path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * A state-changing GET of §7, set up for one user: the address to call, and whether the
 * change it makes has happened.
 */
interface ChangingGet {
  name: string;
  prepare: () => Promise<{ token: string; url: string; hasChanged: () => Promise<boolean> }>;
}

const CHANGING_GETS: ChangingGet[] = [
  {
    name: 'unBindParents',
    prepare: async () => {
      const child = await createStudent();
      const parent = await createParent({ children: [child.id] });
      const binding = and(eq(parentStudent.parentId, parent.id), eq(parentStudent.studentId, child.id));
      return {
        token: await tokenOf(parent.loginName),
        url: `${api.userParent.unBindParents.path}?studentId=${child.id}`,
        hasChanged: async () => (await testDb().select().from(parentStudent).where(binding)).length === 0,
      };
    },
  },
  {
    name: 'updateLoginPrompt',
    prepare: async () => {
      const user = await createUser({ showLoginPrompt: true });
      return {
        token: await tokenOf(user.loginName),
        url: `${api.user.updateLoginPrompt.path}?showLoginPrompt=false`,
        hasChanged: async () => {
          const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
          return row?.showLoginPrompt === false;
        },
      };
    },
  },
  {
    name: 'getRoleInfoByUserId with roleIds (role switch)',
    prepare: async () => {
      const user = await createUser({ roles: [{ roleCode: RoleCode.teacher }, { roleCode: RoleCode.areaAdmin }] });
      const token = await tokenOf(user.loginName);
      return {
        token,
        url: `${api.login.getRoleInfoByUserId.path}?roleIds=${RoleCode.areaAdmin}`,
        hasChanged: async () => {
          const current = body<{ roleCode: number }>(await withHeader(api.login.getRoleInfoByUserId.path, token));
          return current.data.roleCode === RoleCode.areaAdmin;
        },
      };
    },
  },
  {
    name: 'sendVerificationCode',
    prepare: async () => {
      const user = await createUser();
      return {
        token: await tokenOf(user.loginName),
        url: `${api.sys.sendVerificationCode.path}?phone=13812340000`,
        hasChanged: async () =>
          (await testDb().select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))).length > 0,
      };
    },
  },
  {
    name: 'sdk/logout',
    prepare: async () => {
      const user = await createUser();
      const token = await tokenOf(user.loginName);
      return {
        token,
        url: api.sdk.logout.path,
        hasChanged: async () => (await withHeader(api.login.getInfo.path, token)).statusCode === 401,
      };
    },
  },
];

describe('a session comes from the header; the cookie alone opens only links', () => {
  it.each(CHANGING_GETS)('$name with the cookie alone is 401 and changes nothing', async ({ prepare }) => {
    const call = await prepare();
    const response = await withCookieOnly(call.url, call.token);
    expect(response.statusCode).toBe(401);
    expect(await call.hasChanged()).toBe(false);
  });

  it.each(CHANGING_GETS)('$name with the session header does its work', async ({ prepare }) => {
    const call = await prepare();
    const response = await withHeader(call.url, call.token);
    expect(body(response)).toMatchObject({ success: true });
    expect(await call.hasChanged()).toBe(true);
  });

  it('still opens a file link (an <img> or a download) with the cookie alone', async () => {
    const token = await tokenOf((await createStudent()).loginName);
    const file = await uploaded(token, 'photo.png', PNG);
    const response = await withCookieOnly(file.url, token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('reads no cookie on a POST either', async () => {
    const token = await tokenOf((await createUser()).loginName);
    const response = await t.app.inject({
      method: 'POST',
      url: api.user.updateLoginName.path,
      cookies: { [TOKEN_COOKIE]: token },
      payload: { loginName: 'someone_else' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a JSON call takes only a JSON body', () => {
  it('refuses a form-encoded body, even with the session header, and changes nothing', async () => {
    const user = await createUser();
    const response = await t.app.inject({
      method: 'POST',
      url: api.user.updateLoginName.path,
      payload: new URLSearchParams({ loginName: `renamed_${randomBytes(3).toString('hex')}` }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', [TOKEN_HEADER]: await tokenOf(user.loginName) },
    });
    expectValidationFailure(response);
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.loginName).toBe(user.loginName);
  });

  it('refuses a multipart or text/plain body on a call that reads none, and changes nothing', async () => {
    const user = await createUser();
    const token = await tokenOf(user.loginName);
    const form = multipartUpload('a.png', PNG);
    const url = `${api.user.updateAvatar.path}?avatar=f3a9c2.webp`;
    for (const [type, payload] of [
      [`multipart/form-data; boundary=${form.boundary}`, form.payload],
      ['text/plain', 'avatar'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': type, [TOKEN_HEADER]: token },
      });
      expectValidationFailure(response);
    }
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.avatar).toBeNull();
    expect(body(await authed(t.app, token).post(url)).success).toBe(true);
  });

  it('still takes a form-encoded tracking beacon', async () => {
    expect(body(await postBeacon(beacon())).success).toBe(true);
  });
});

describe('bad input is a validation failure, never a 500', () => {
  it('refuses an id beyond the database integer in a query, a path and a body, naming the field', async () => {
    const child = await createStudent();
    const parent = authed(t.app, await tokenOf((await createParent({ children: [child.id] })).loginName));
    const student = authed(t.app, await tokenOf(child.loginName));
    const refusals = [
      [await parent.get(api.userParent.getParentByChildId.path, { studentId: INT4_OVERFLOW }), 'studentId'],
      [await student.get(api.taskInfo.getActivityGuidePage.path.replace(':id', INT4_OVERFLOW)), 'id'],
      [await student.post(api.files.getResourceByIdOrName.path, { id: Number(INT4_OVERFLOW) }), 'id'],
    ] as const;
    for (const [response, field] of refusals) {
      expectValidationFailure(response);
      // The contract's schema refused it, not the database.
      expect(body<unknown>(response)).toMatchObject({ errors: [{ path: field }] });
    }
  });

  it('answers an overlong path parameter and a malformed escape with the validation failure', async () => {
    const token = await tokenOf((await createStudent()).loginName);
    const guide = api.taskInfo.getActivityGuidePage.path;
    expectValidationFailure(await withHeader(guide.replace(':id', '1'.repeat(101)), token));
    expectValidationFailure(await withHeader(guide.replace(':id', '%E0%A4%A'), token));
  });

  it('refuses a NUL character in a search without sign-in', async () => {
    expectValidationFailure(await t.app.inject({ url: `${api.sso.getSchool.path}?name=a%00b`, headers: EN }));
  });

  it('refuses a NUL character in a tracking beacon without sign-in, form-encoded or JSON', async () => {
    expectValidationFailure(await postBeacon(beacon({ task_id: 'a\u0000b' })));
    const json = await t.app.inject({
      method: 'POST',
      url: api.tracking.abnormalMessage.path,
      payload: { ...beacon(), event_index: TRACKING_EVENT_IDS.requestError, message: 'a\u0000b' },
    });
    expectValidationFailure(json);
  });

  it('refuses a NUL character in a file name and in an answer', async () => {
    const s = await studentWithActivity();
    const token = await tokenOf(s.student.loginName);
    expectValidationFailure(await withHeader(`${api.files.getFile.path}?fileName=a%00b.png`, token));
    const answer = await authed(t.app, token).post(api.evaluation.subEvaluationGroupAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      submitKey: submitKey(),
      useTime: 95,
      answers: { [String(s.choice.id)]: s.bestOption, [String(s.text?.id)]: 'a\u0000b' },
    });
    expectValidationFailure(answer);
  });

  it('refuses a NUL character anywhere in a body, an object key included, however deep', async () => {
    const { app } = await buildTestApp();
    app.post('/echo', { config: { public: true } }, () => null);
    const json = { 'content-type': 'application/json' };
    const deep = `${'['.repeat(10_000)}"a\\u0000b"${']'.repeat(10_000)}`;
    for (const payload of [JSON.stringify({ list: [{ 'a\u0000b': 1 }] }), deep]) {
      expectValidationFailure(await app.inject({ method: 'POST', url: '/echo', payload, headers: json }));
    }
    // The refusal names where: the object holding a bad key, or the bad text itself.
    const named = [
      [{ list: [{ 'a\u0000b': 1 }] }, 'body.list.0'],
      [{ list: [{ name: 'ok' }, { name: 'a\u0000b' }] }, 'body.list.1.name'],
    ] as const;
    for (const [payload, path] of named) {
      const response = await app.inject({ method: 'POST', url: '/echo', payload, headers: json });
      expect(body<unknown>(response)).toMatchObject({ errors: [{ path }] });
    }
    const fine = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: deep.replace('\\u0000', ''),
      headers: json,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses half of a UTF-16 pair, which jsonb refuses and text alters, and keeps whole pairs', async () => {
    const { app } = await buildTestApp();
    app.post('/echo', { config: { public: true } }, (request) => request.body);
    const json = { 'content-type': 'application/json' };
    for (const payload of ['{"name":"学校\\ud800"}', '{"a\\udc00":1}', '["\\udc00\\ud800"]']) {
      expectValidationFailure(await app.inject({ method: 'POST', url: '/echo', payload, headers: json }));
    }
    const emoji = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"name":"\\ud83d\\ude00"}',
      headers: json,
    });
    expect(emoji.json()).toEqual({ name: '😀' });
  });

  it('answers a malformed upload with the validation failure', async () => {
    const token = await tokenOf((await createStudent()).loginName);
    const form = multipartUpload('photo.png', PNG);
    const cut = await t.app.inject({
      method: 'POST',
      url: api.files.uploadFile.path,
      payload: form.payload.subarray(0, form.payload.length - 40),
      headers: { 'content-type': `multipart/form-data; boundary=${form.boundary}`, [TOKEN_HEADER]: token },
    });
    expectValidationFailure(cut);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: api.files.uploadFile.path,
      payload: form.payload,
      headers: { 'content-type': 'multipart/form-data', [TOKEN_HEADER]: token },
    });
    expectValidationFailure(noBoundary);
    const garbage = await t.app.inject({
      method: 'POST',
      url: api.files.uploadFile.path,
      payload: 'not a multipart body at all',
      headers: { 'content-type': `multipart/form-data; boundary=${form.boundary}`, [TOKEN_HEADER]: token },
    });
    expectValidationFailure(garbage);
  });
});

describe('the error log', () => {
  it('names a failed statement by its code and fingerprint, never by the values it carried', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    // Any logger the app is given (here a test's level and destination) keeps the safe error serializer.
    const { app } = await buildTestApp({ logger: { level: 'info', stream } });
    const secret = 'secret-330106201303150318';
    app.get('/bad-value', { config: { public: true } }, async () => testDb().execute(sql`select ${secret}::int`));
    app.get('/bad-statement', { config: { public: true } }, async () =>
      testDb().execute(sql`select ${secret} from no_such_table`),
    );

    // A value the edge let through is the caller's fault: the validation failure, and an error in the log.
    expectValidationFailure(await app.inject({ url: '/bad-value', headers: EN }));
    expect((await app.inject({ url: '/bad-statement' })).statusCode).toBe(500);
    const errors = lines.map((line) => JSON.parse(line) as { level: number; err?: Record<string, unknown> });
    expect(errors.filter((line) => line.level >= 50).map((line) => line.err?.code)).toEqual(
      expect.arrayContaining(['22P02', '42P01']),
    );
    expect(errors.find((line) => line.err?.code === '42P01')?.err?.statement).toMatch(/^[0-9a-f]{12}$/);
    const log = lines.join('\n');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('no_such_table');
  });
});

describe('nothing personal is stored by a cache', () => {
  const NO_STORE = 'no-store';

  it('marks the sign-in reply, getInfo and a list no-store', async () => {
    const child = await createStudent();
    const parent = await createParent({ children: [child.id] });
    const signedIn = await signInResponse(t.app, parent.loginName, TEST_PASSWORD);
    expect(body(signedIn).success).toBe(true);
    expect(signedIn.headers['cache-control']).toBe(NO_STORE);
    const token = body<{ token: string }>(signedIn).data.token;
    for (const path of [api.login.getInfo.path, api.userParent.list.path]) {
      const response = await withHeader(path, token);
      expect(body(response).success).toBe(true);
      expect(response.headers['cache-control']).toBe(NO_STORE);
    }
  });

  it('marks a refusal and a download no-store', async () => {
    expect((await t.app.inject({ url: api.login.getInfo.path })).headers['cache-control']).toBe(NO_STORE);
    const token = await tokenOf((await createStudent()).loginName);
    const file = await uploaded(token, 'photo.png', PNG);
    const download = await withHeader(file.url, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe(NO_STORE);
  });
});

describe('uploaded files are never run as pages', () => {
  it('serves a PDF as an attachment even when asked to show it inline', async () => {
    const token = await tokenOf((await createStudent()).loginName);
    const file = await uploaded(token, 'paper.pdf', PDF_WITH_SCRIPT);
    const response = await withHeader(
      `${api.files.getFile.path}?fileName=${encodeURIComponent(file.fileName)}&dispositionType=inline`,
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still shows an image in place, sandboxed and not sniffed', async () => {
    const token = await tokenOf((await createStudent()).loginName);
    const file = await uploaded(token, 'photo.png', PNG);
    const response = await withHeader(file.url, token);
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
