import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, TOKEN_HASH_MARKER, TOKEN_HEADER } from '@pingjia/contract';
import { loadConfig } from '../../config.js';
import { rateLimitBuckets } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createStudent, TEST_PASSWORD } from '../../test/factories.js';
import { auditCount, twoSchools } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let admin: ReturnType<typeof authed>;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  adminToken = await signIn(t.app, org.adminA.loginName, TEST_PASSWORD);
  admin = authed(t.app, adminToken);
});

/** The link printed on a student's card, from a class sheet fetched with the given extra headers (sessions live in the shared database). */
async function printedLinkOf(userName: string, app: TestApp['app'] = t.app, headers: Record<string, string> = {}) {
  const sheet = await app.inject({
    url: api.admin.downloadTemplate.path,
    query: { classId: String(org.classA.id) },
    headers: { ...headers, [TOKEN_HEADER]: adminToken },
  });
  expect(sheet.headers['content-type']).toContain('text/html');
  const cards = [...sheet.body.matchAll(/data-link="([^"]+)"[^]*?<p class="name">([^<]+)<\/p>/g)];
  const card = cards.find((match) => match[2] === userName);
  if (!card?.[1]) throw new Error(`no card for ${userName}`);
  return new URL(card[1].replace(/&amp;/g, '&'));
}

async function cardLinkOf(userName: string): Promise<string> {
  const link = await printedLinkOf(userName);
  return link.pathname + link.search;
}

describe('student QR cards', () => {
  it('prints a class sheet whose card signs the student in on a tablet', async () => {
    const student = await createStudent({ classId: org.classA.id, userName: '扫码学生' });
    const link = await cardLinkOf('扫码学生');
    const response = await t.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith('/client/answerweb/stuIndex#token=')).toBe(true);
    const token = location.split(TOKEN_HASH_MARKER)[1] ?? '';
    const info = body<{ id: number }>(await authed(t.app, token).get(api.user.info.path));
    expect(info.data.id).toBe(student.id);
    expect(await auditCount('session.qrSignIn')).toBeGreaterThanOrEqual(1);
  });

  it('a reset card stops working; the new one works', async () => {
    const student = await createStudent({ classId: org.classA.id, userName: '重置学生' });
    const oldLink = await cardLinkOf('重置学生');
    expect(body(await admin.post(api.admin.resetStuQRCode.path, { userIds: [student.id] })).success).toBe(true);
    expect(await auditCount('qrCard.reset', student.id)).toBe(1);
    const refused = await t.app.inject({ method: 'GET', url: oldLink });
    expect(body(refused)).toMatchObject({ success: false, code: ErrorCode.InvalidCredentials });
    const fresh = await t.app.inject({ method: 'GET', url: await cardLinkOf('重置学生') });
    expect(fresh.statusCode).toBe(302);
  });

  it('refuses a forged card', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const forged = await t.app.inject({ method: 'GET', url: `${api.admin.qrSignIn.path}?code=${student.id}.abc.def` });
    expect(body(forged)).toMatchObject({ success: false, code: ErrorCode.InvalidCredentials });
  });

  it('counts forged cards sent at once: no more are checked than the address may still try', async () => {
    const student = await createStudent({ classId: org.classA.id, userName: '限流学生' });
    // Five tries left of the address's window (a school's NAT: the sign-in limit per address).
    await testDb()
      .insert(rateLimitBuckets)
      .values({ key: 'qrsignin:ip:10.9.9.9', count: 1995, windowStart: t.clock.now() });
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const url = `${api.admin.qrSignIn.path}?code=${student.id}.forged${i}.x`;
        return body(await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.9.9' })).code;
      }),
    );
    expect(results.filter((code) => code === ErrorCode.InvalidCredentials)).toHaveLength(5);
    expect(results.filter((code) => code === ErrorCode.RateLimited)).toHaveLength(15);
    const card = await t.app.inject({
      method: 'GET',
      url: await cardLinkOf('限流学生'),
      remoteAddress: '10.9.9.9',
    });
    expect(body(card).code).toBe(ErrorCode.RateLimited);
  });

  it('another school’s class reads as missing; a student may not print (403)', async () => {
    const foreign = body(await admin.get(api.admin.downloadTemplate.path, { classId: String(org.classB.id) }));
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const student = await createStudent({ classId: org.classA.id });
    const response = await authed(t.app, await signIn(t.app, student.loginName, TEST_PASSWORD)).get(
      api.admin.downloadTemplate.path,
      { classId: String(org.classA.id) },
    );
    expect(response.statusCode).toBe(403);
  });

  it('zips a school’s sheets, a class’s PNG cards, and gives one student’s PNG', async () => {
    await createStudent({ classId: org.classA.id });
    const schoolZip = await admin.get(api.admin.schoolDownloadTemplate.path, { schoolId: String(org.schoolA.id) });
    expect(schoolZip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pngZip = await admin.get(api.admin.exportAllStuQRCode.path, { classId: String(org.classA.id) });
    expect(pngZip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const overview = body<{ classId: number; cardCount: number }[]>(
      await admin.get(api.admin.getQRCodeSchool.path, { schoolId: String(org.schoolA.id) }),
    );
    expect(overview.data.find((row) => row.classId === org.classA.id)?.cardCount).toBeGreaterThan(0);
    const student = await createStudent({ classId: org.classA.id });
    const png = await admin.get(api.admin.exportStuQRCode.path, { userId: String(student.id) });
    expect(png.headers['content-type']).toBe('image/png');
  });
});

describe('the origin on the cards', () => {
  it('is never the Host the printing request names', async () => {
    await createStudent({ classId: org.classA.id, userName: '主机头学生' });
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const link = await printedLinkOf('主机头学生', t.app, forged);
    expect(link.origin).toBe(loadConfig({}).publicOrigin);
    const configured = await buildTestApp({ config: { publicOrigin: 'https://pingjia.example.cn' } });
    expect((await printedLinkOf('主机头学生', configured.app, forged)).origin).toBe('https://pingjia.example.cn');
  });
});
