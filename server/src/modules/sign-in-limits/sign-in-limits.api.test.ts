import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { createRedisRateLimiter } from '../../platform/rate-limit.js';
import { authed, body, buildTestApp, seal, signIn, testDb, type Envelope, type TestApp } from '../../test/harness.js';
import {
  createClass,
  createParent,
  createSchool,
  createStudent,
  createTeacher,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories.js';

/** Redis runs where REDIS_URL is set (the development and CI machines); PostgreSQL always. */
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;

// Addresses of this file only, so its Redis counts can be cleared without touching another file's.
const ADDRESS_PREFIX = '10.77.';
let addressCount = 0;
const nextAddress = () => {
  addressCount += 1;
  return `${ADDRESS_PREFIX}${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

/** Redis outlives this file's database, whose user ids the next run reuses: its counts go before and after. */
async function clearRedisCounts(): Promise<void> {
  if (!redis) return;
  const limiter = createRedisRateLimiter(redis);
  await limiter.resetPrefix(`signin:ip:${ADDRESS_PREFIX}`);
  await limiter.resetPrefix('password:user:');
}
beforeAll(clearRedisCounts);
afterAll(async () => {
  await clearRedisCounts();
  redis?.disconnect();
});

const WRONG = 'Wrong@2026';
const LOCKED_HERE = '密码错误次数过多，请 15 分钟后再试，或请班主任、学校管理员解除登录限制';
const SLOWED_DOWN = '该账号登录失败次数过多，请稍等片刻（不超过 1 分钟）再试';

/** A sign-in from an address, sealed by the app's own clock (which the tests move). */
async function sealedSignIn(t: TestApp, loginName: string, password: string) {
  return { loginName, password: await seal(t.app, password, t.clock.now().getTime()) };
}

async function signInFrom(t: TestApp, ip: string, loginName: string, password: string, locale = 'zh-CN') {
  const payload = await sealedSignIn(t, loginName, password);
  return body(
    await t.app.inject({
      method: 'POST',
      url: api.sso.signIn.path,
      payload,
      remoteAddress: ip,
      headers: { 'accept-language': locale },
    }),
  );
}

const countOf = (results: Envelope[], code: number) => results.filter((result) => result.code === code).length;

async function oneSchool() {
  const school = await createSchool();
  const classA = await createClass({ schoolId: school.id, name: '1班' });
  const classB = await createClass({ schoolId: school.id, name: '2班' });
  const schoolAdmin = await createUser({
    schoolId: school.id,
    roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: school.id }],
  });
  const headTeacher = await createUser({
    schoolId: school.id,
    roles: [{ roleCode: RoleCode.headmaster, schoolId: school.id, classId: classA.id }],
  });
  return {
    schoolAdmin,
    headTeacher,
    student: await createStudent({ classId: classA.id }),
    otherClassStudent: await createStudent({ classId: classB.id }),
    teacher: await createTeacher({ schoolId: school.id }),
  };
}

const stores: [string, Redis | undefined][] = [['PostgreSQL', undefined]];
if (redis) stores.push(['Redis', redis]);

describe.each(stores)('sign-in limits kept in %s', (_store, store) => {
  const build = () => buildTestApp(store ? { redis: store } : {});

  async function lockOut(t: TestApp, loginName: string, ip: string) {
    for (let i = 0; i < 5; i += 1)
      expect((await signInFrom(t, ip, loginName, WRONG)).code).toBe(ErrorCode.InvalidCredentials);
  }

  async function clientOf(t: TestApp, user: { loginName: string }) {
    return authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD, t.clock.now().getTime()));
  }

  describe('POST /sso/login/signIn', () => {
    it('checks no more than five of twenty wrong passwords sent at once from one address', async () => {
      const t = await build();
      const user = await createTeacher();
      const ip = nextAddress();
      const payloads = await Promise.all(Array.from({ length: 20 }, () => sealedSignIn(t, user.loginName, WRONG)));
      const results = (
        await Promise.all(
          payloads.map((payload) =>
            t.app.inject({ method: 'POST', url: api.sso.signIn.path, payload, remoteAddress: ip }),
          ),
        )
      ).map((response) => body(response));
      expect(countOf(results, ErrorCode.InvalidCredentials)).toBe(5);
      expect(countOf(results, ErrorCode.RateLimited)).toBe(15);
      expect(await signInFrom(t, ip, user.loginName, TEST_PASSWORD)).toMatchObject({
        success: false,
        code: ErrorCode.RateLimited,
        message: LOCKED_HERE,
      });
    });

    it('checks no more than five of twenty wrong passwords sent at once from twenty addresses', async () => {
      const t = await build();
      const user = await createTeacher();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => signInFrom(t, nextAddress(), user.loginName, WRONG)),
      );
      expect(countOf(results, ErrorCode.InvalidCredentials)).toBe(5);
      expect(countOf(results, ErrorCode.RateLimited)).toBe(15);
    });

    it('refuses five failures’ address for that account only, telling the user to wait or ask for an unlock', async () => {
      const t = await build();
      const user = await createTeacher();
      const neighbour = await createTeacher();
      const school = nextAddress();
      await lockOut(t, user.loginName, school);
      expect(await signInFrom(t, school, user.loginName, TEST_PASSWORD)).toMatchObject({
        success: false,
        code: ErrorCode.RateLimited,
        message: LOCKED_HERE,
      });
      expect((await signInFrom(t, school, user.loginName, TEST_PASSWORD, 'en-US')).message).toBe(
        'Too many wrong passwords. Try again in 15 minutes, or ask your head teacher or school admin to unlock sign-in',
      );
      expect((await signInFrom(t, school, neighbour.loginName, TEST_PASSWORD)).success).toBe(true);
      t.clock.advance(1000);
      expect((await signInFrom(t, nextAddress(), user.loginName, TEST_PASSWORD)).success).toBe(true);
    });

    it('limits an unknown account name exactly like a real one', async () => {
      const t = await build();
      const ip = nextAddress();
      const nobody = `nobody_${randomBytes(4).toString('hex')}`;
      await lockOut(t, nobody, ip);
      expect(await signInFrom(t, ip, nobody, WRONG)).toMatchObject({ message: LOCKED_HERE });
    });

    it('opens the address again once the fifteen minutes have passed', async () => {
      const t = await build();
      const user = await createTeacher();
      const ip = nextAddress();
      await lockOut(t, user.loginName, ip);
      t.clock.advance(15 * 60_000);
      expect((await signInFrom(t, ip, user.loginName, TEST_PASSWORD)).success).toBe(true);
    });

    it('slows the account down from every address, 1 s, 2 s, 4 s … at most a minute, but never locks it', async () => {
      const t = await build();
      const user = await createTeacher();
      await lockOut(t, user.loginName, nextAddress());
      for (const wait of [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]) {
        expect(await signInFrom(t, nextAddress(), user.loginName, TEST_PASSWORD)).toMatchObject({
          success: false,
          code: ErrorCode.RateLimited,
          message: SLOWED_DOWN,
        });
        t.clock.advance(wait - 1);
        expect((await signInFrom(t, nextAddress(), user.loginName, WRONG)).code).toBe(ErrorCode.RateLimited);
        t.clock.advance(1);
        expect((await signInFrom(t, nextAddress(), user.loginName, WRONG)).code).toBe(ErrorCode.InvalidCredentials);
      }
      t.clock.advance(60_000);
      expect((await signInFrom(t, nextAddress(), user.loginName, TEST_PASSWORD)).success).toBe(true);
    });

    it('forgets an address’s failures once the right password comes from it', async () => {
      const t = await build();
      const user = await createTeacher();
      const ip = nextAddress();
      for (let i = 0; i < 4; i += 1) await signInFrom(t, ip, user.loginName, WRONG);
      expect((await signInFrom(t, ip, user.loginName, TEST_PASSWORD)).success).toBe(true);
      // Four more from there within the window: the account's waits go on, the address starts again.
      for (const wait of [1000, 1000, 2000, 4000]) {
        t.clock.advance(wait);
        expect((await signInFrom(t, ip, user.loginName, WRONG)).code).toBe(ErrorCode.InvalidCredentials);
      }
      t.clock.advance(8000);
      expect((await signInFrom(t, ip, user.loginName, TEST_PASSWORD)).success).toBe(true);
    });
  });

  describe('POST /wj/api/user/updatePassword', () => {
    const change = async (t: TestApp, oldPassword: string) => ({
      oldPassword: await seal(t.app, oldPassword, t.clock.now().getTime()),
      password: await seal(t.app, 'Newer@2026', t.clock.now().getTime()),
      confirmPassword: await seal(t.app, 'Newer@2026', t.clock.now().getTime()),
    });

    it('checks no more than five of twenty wrong old passwords sent at once, then not even the right one', async () => {
      const t = await build();
      const user = await createTeacher();
      const client = await clientOf(t, user);
      const payloads = await Promise.all(Array.from({ length: 20 }, () => change(t, WRONG)));
      const results = (
        await Promise.all(payloads.map((payload) => client.post(api.user.updatePassword.path, payload)))
      ).map((response) => body(response));
      expect(countOf(results, ErrorCode.InvalidCredentials)).toBe(5);
      expect(countOf(results, ErrorCode.RateLimited)).toBe(15);
      expect(body(await client.post(api.user.updatePassword.path, await change(t, TEST_PASSWORD)))).toMatchObject({
        success: false,
        code: ErrorCode.RateLimited,
        message: '原密码错误次数过多，请 15 分钟后再试',
      });
      t.clock.advance(15 * 60_000);
      expect(body(await client.post(api.user.updatePassword.path, await change(t, TEST_PASSWORD))).success).toBe(true);
    });
  });

  describe('POST /wj/api/user/unlockSignIn', () => {
    const unlock = api.signInLimits.unlockSignIn.path;

    it('needs a session, and refuses roles that may not unlock (403)', async () => {
      const t = await build();
      const { student } = await oneSchool();
      expect((await t.app.inject({ method: 'POST', url: unlock, payload: { userId: student.id } })).statusCode).toBe(
        401,
      );
      for (const user of [await createTeacher(), student, await createParent({ children: [student.id] })]) {
        const response = await (await clientOf(t, user)).post(unlock, { userId: student.id });
        expect(response.statusCode).toBe(403);
        expect(body(response)).toMatchObject({ success: false, code: 403 });
      }
    });

    it('lets a school admin lift a student’s limits from every address at once, audited', async () => {
      const t = await build();
      const { schoolAdmin, student } = await oneSchool();
      const [school, home] = [nextAddress(), nextAddress()];
      await lockOut(t, student.loginName, school);
      expect((await signInFrom(t, home, student.loginName, TEST_PASSWORD)).message).toBe(SLOWED_DOWN);
      const admin = await clientOf(t, schoolAdmin);
      expect(body(await admin.post(unlock, { userId: student.id }))).toMatchObject({ success: true, data: null });
      expect((await signInFrom(t, school, student.loginName, TEST_PASSWORD)).success).toBe(true);
      const entries = await testDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.unlockSignIn'), eq(auditLog.entityId, String(student.id))));
      expect(entries).toMatchObject([{ actorUserId: schoolAdmin.id, entityType: 'user' }]);
    });

    it('lets a school admin lift a teacher’s limits and the old-password limit', async () => {
      const t = await build();
      const { schoolAdmin, teacher } = await oneSchool();
      const own = await clientOf(t, teacher);
      const ip = nextAddress();
      await lockOut(t, teacher.loginName, ip);
      for (let i = 0; i < 6; i += 1) {
        await own.post(api.user.updatePassword.path, {
          oldPassword: await seal(t.app, WRONG, t.clock.now().getTime()),
          password: await seal(t.app, 'Newer@2026', t.clock.now().getTime()),
          confirmPassword: await seal(t.app, 'Newer@2026', t.clock.now().getTime()),
        });
      }
      expect(body(await (await clientOf(t, schoolAdmin)).post(unlock, { userId: teacher.id })).success).toBe(true);
      expect((await signInFrom(t, ip, teacher.loginName, TEST_PASSWORD)).success).toBe(true);
      const changed = await own.post(api.user.updatePassword.path, {
        oldPassword: await seal(t.app, TEST_PASSWORD, t.clock.now().getTime()),
        password: await seal(t.app, 'Newer@2026', t.clock.now().getTime()),
        confirmPassword: await seal(t.app, 'Newer@2026', t.clock.now().getTime()),
      });
      expect(body(changed).success).toBe(true);
    });

    it('lets a head teacher lift the limits of a student of their class only', async () => {
      const t = await build();
      const { headTeacher, student, otherClassStudent, teacher } = await oneSchool();
      const ip = nextAddress();
      await lockOut(t, student.loginName, ip);
      const client = await clientOf(t, headTeacher);
      expect(body(await client.post(unlock, { userId: student.id })).success).toBe(true);
      expect((await signInFrom(t, ip, student.loginName, TEST_PASSWORD)).success).toBe(true);
      const missing = body(await client.post(unlock, { userId: 999_999 }));
      expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
      for (const other of [otherClassStudent, teacher]) {
        expect(body(await client.post(unlock, { userId: other.id }))).toEqual(missing);
      }
    });

    it('answers for another school’s student and for a parent exactly like for a missing user', async () => {
      const t = await build();
      const { schoolAdmin } = await oneSchool();
      const elsewhere = await oneSchool();
      const parent = await createParent({ children: [elsewhere.student.id] });
      const client = await clientOf(t, schoolAdmin);
      const missing = body(await client.post(unlock, { userId: 999_999 }));
      expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
      for (const other of [elsewhere.student, elsewhere.teacher, parent]) {
        expect(body(await client.post(unlock, { userId: other.id }))).toEqual(missing);
      }
    });

    it('refuses a user id that is not a positive whole number the database can hold', async () => {
      const t = await build();
      const client = await clientOf(t, (await oneSchool()).schoolAdmin);
      for (const userId of ['x', 0, 1.5, 2_147_483_648]) {
        expect(body(await client.post(unlock, { userId }))).toMatchObject({
          success: false,
          code: ErrorCode.ValidationFailed,
        });
      }
    });
  });
});
