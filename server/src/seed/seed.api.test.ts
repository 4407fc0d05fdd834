import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, RoleCode, validateIdCard, type MenuItem, type UserInfo } from '@pingjia/contract';
import { dictionaries, menus, parentStudent, users } from '../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../test/harness.js';
import { testPii } from '../test/factories.js';
import { dataDirFileStore } from '../platform/file-store/local-disk.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, resetDatabase, seedDemo } from './index.js';
import { DUPLICATE_CHILD } from './parents/duplicate-child.js';
import { GENERATED_STUDENTS } from './reports/roster.js';

/** The seed's media go to a scratch folder of this run, never to the developer's ./data. */
const seedFiles = dataDirFileStore(path.resolve('.test-data', `seed-files-${process.pid}`));

let t: TestApp;
beforeAll(async () => {
  await seedDemo(testDb(), testPii, seedFiles);
  t = await buildTestApp();
});

async function loginAs(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, DEMO_PASSWORD));
}

describe('the demo seed', () => {
  it('lets every demo account sign in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const info = body<UserInfo>(await (await loginAs(account.loginName)).get(api.login.getInfo.path)).data;
      expect(info.loginName).toBe(account.loginName);
      expect(info.roleIds).toBe(account.roles.map((r) => r.roleCode).join(','));
    }
  });

  it('sets the dialogs up: student01 is prompted, teacher02 has the initial password', async () => {
    const student = body<UserInfo>(await (await loginAs('student01')).get(api.login.getInfo.path)).data;
    expect(student.showLoginPrompt).toBe(true);
    expect(student.studentClass).toBe('七年级1班');
    const teacher02 = await loginAs('teacher02');
    expect(body(await teacher02.get(api.user.verifyPasswordIsInit.path)).data).toBe(true);
    const others = await testDb().select().from(users).where(eq(users.showLoginPrompt, true));
    expect(others.map((u) => u.loginName)).toEqual(['student01']);
  });

  it('binds parent01 to student01 and student02 and leaves parent02 alone', async () => {
    const links = await testDb().select().from(parentStudent);
    expect(links.map((l) => [l.parentId, l.studentId])).toEqual([
      [4, 1],
      [4, 2],
    ]);
  });

  it('stores the named students’ ID card numbers encrypted, and they pass the contract rule', async () => {
    const students = await testDb().select().from(users).where(eq(users.userType, 1));
    const named = students.filter((student) => !GENERATED_STUDENTS.some((g) => g.loginName === student.loginName));
    expect(named).toHaveLength(3 + DUPLICATE_CHILD.loginNames.length);
    expect(students).toHaveLength(named.length + GENERATED_STUDENTS.length);
    // The reports demo's generated classmates carry none: nothing there could be someone's number.
    expect(students.filter((student) => student.certificateCodeEncrypted !== null)).toEqual(named);
    for (const student of named) {
      const code = testPii.decrypt(student.certificateCodeEncrypted ?? '');
      expect(validateIdCard(code, { requireBornFrom2002: true }).ok).toBe(true);
      expect(student.certificateCodeHash).toBe(testPii.keyedHash(code));
      expect(student.certificateCodeEncrypted).not.toContain(code);
    }
  });

  it('gives each role its menu, with one mobile-only entry for the student', async () => {
    const student = await loginAs('student01');
    const menu = body<MenuItem[]>(
      await student.get(api.sdk.getPlatformListByRoleId.path, { roleId: String(RoleCode.student) }),
    ).data;
    expect(menu.map((m) => [m.menuUrl, m.appSide])).toEqual([
      ['/stuIndex', '1'],
      ['/studentIndex/reportList', '1'],
      ['/stuIndex/personCenter', '1'],
      ['/app/scanCode', '2'],
    ]);
    const head = await loginAs('headteacher01');
    const headMenu = body<MenuItem[]>(
      await head.get(api.sdk.getPlatformListByRoleId.path, { roleId: String(RoleCode.headmaster) }),
    ).data;
    expect(headMenu.map((m) => m.menuUrl)).toEqual([
      '/adminIndex/bzr',
      '/adminIndex/oldPage',
      '/adminIndex/personalCenter',
      '/adminIndex/basis/student',
      '/adminIndex/basis/class',
      '/adminIndex/check/progressQuery',
      '/adminIndex/check/assessQuery?findType=1',
      '/adminIndex/assessSummary',
      '/adminIndex/report/classesReport',
      '/adminIndex/report/develop',
      '/adminIndex/report/stuReport',
      '/adminIndex/check/reportRead?showRead=1',
    ]);
    const adminRoles = [5, 6, 7, 12, 30002, 30023, 60022, 21];
    for (const roleCode of adminRoles) {
      const rows = await testDb().select().from(menus).where(eq(menus.roleCode, roleCode));
      expect(rows.slice(0, 3).map((r) => r.menuUrl)).toEqual([
        '/adminIndex/page',
        '/adminIndex/oldPage',
        '/adminIndex/personalCenter',
      ]);
    }
    const serviceMenu = await testDb().select().from(menus).where(eq(menus.roleCode, 21));
    expect(serviceMenu.map((r) => r.menuUrl)).toEqual(
      expect.arrayContaining(['/customerService/userQuery', '/customerService/participateManage']),
    );
    const areaMenu = await testDb().select().from(menus).where(eq(menus.roleCode, 5));
    expect(areaMenu.map((r) => r.menuUrl)).toEqual(
      expect.arrayContaining([
        '/adminIndex/basis/areaMananage',
        '/adminIndex/basis/schoolMananage',
        '/adminIndex/basis/plan',
      ]),
    );
  });

  it('holds the five aspects with indicator 10 under aspect 1', async () => {
    const aspects = await testDb()
      .select()
      .from(dictionaries)
      .where(and(eq(dictionaries.dictType, 'dimension'), isNull(dictionaries.parentKey)));
    expect(aspects.map((a) => a.dictKey)).toEqual(['1', '2', '3', '4', '5']);
    const [indicator] = await testDb()
      .select()
      .from(dictionaries)
      .where(and(eq(dictionaries.dictType, 'dimension'), eq(dictionaries.dictKey, '10')));
    expect(indicator?.parentKey).toBe('1');
  });

  it('gives the same ids on every run', async () => {
    const before = await testDb().select({ id: users.id, loginName: users.loginName }).from(users).orderBy(users.id);
    await resetDatabase(testDb());
    await seedDemo(testDb(), testPii, seedFiles);
    const after = await testDb().select({ id: users.id, loginName: users.loginName }).from(users).orderBy(users.id);
    expect(after).toEqual(before);
  });
});
