import { beforeAll, describe, expect, it } from 'vitest';
import { api, RoleCode } from '@pingjia/contract';
import { authed, body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createStudent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';
import { twoSchools } from '../scope/test-support.js';
import { startOfPlatformDay } from './service.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;

interface Figures {
  level: string;
  schoolCount: number;
  classCount: number;
  studentCount: number;
  finishedToday: number;
}

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
});

async function figuresOf(loginName: string): Promise<Figures> {
  return body<Figures>(
    await authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD)).post(api.home.queryHomePage.path, {}),
  ).data;
}

describe('queryHomePage for admin roles', () => {
  it('gives a school admin the figures of their school only', async () => {
    await createStudent({ classId: org.classA.id });
    await createStudent({ classId: org.classA.id });
    await createStudent({ classId: org.classB.id });
    expect(await figuresOf(org.adminA.loginName)).toMatchObject({
      level: 'school',
      schoolCount: 1,
      classCount: 1,
      studentCount: 2,
      finishedToday: 0,
    });
  });

  it('gives a head teacher the figures of their class', async () => {
    const head = await createTeacher({
      schoolId: org.schoolB.id,
      roles: [{ roleCode: RoleCode.headmaster, schoolId: org.schoolB.id, classId: org.classB.id }],
    });
    const figures = await figuresOf(head.loginName);
    expect(figures).toMatchObject({ level: 'class', classCount: 1 });
    expect(figures.studentCount).toBeGreaterThanOrEqual(1);
  });

  it('gives an area admin the schools of their district', async () => {
    expect(await figuresOf(org.areaAdminA.loginName)).toMatchObject({ level: 'area', schoolCount: 1, classCount: 1 });
  });
});

describe('startOfPlatformDay', () => {
  it('is midnight in China time', () => {
    expect(startOfPlatformDay(new Date('2026-11-22T17:30:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(startOfPlatformDay(new Date('2026-11-22T15:30:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });
});
