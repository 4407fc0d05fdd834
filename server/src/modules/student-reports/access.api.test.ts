import { beforeAll, describe, expect, it } from 'vitest';
import { api, RoleCode, rolesWith, type ApiRoute } from '@pingjia/contract';
import { authed, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createParent, createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';

/** The calls this module answers, with the roles the contract lets through: every other role gets 403. */
const calls: [string, ApiRoute][] = [
  'getStudentReportList',
  'getStudentReport',
  'getStudentReportEvaluationBatch',
  'updateReportReadStatus',
  'findOrUpdatePopupStatus',
  'selectStudentReportMarkList',
  'selectStudentReportReadList',
  'exportStudentReport',
].map((name) => [name, api.report[name as keyof typeof api.report]]);

const ROLES = [
  RoleCode.student,
  RoleCode.parent,
  RoleCode.teacher,
  RoleCode.schoolAdmin,
  RoleCode.customerService,
  RoleCode.activityAdmin,
];

let t: TestApp;
const clients = new Map<number, ReturnType<typeof authed>>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const roleCode of ROLES) {
    const user =
      roleCode === RoleCode.student
        ? await createStudent()
        : roleCode === RoleCode.parent
          ? await createParent()
          : await createUser({ roles: [{ roleCode }] });
    clients.set(roleCode, authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD)));
  }
});

const send = (client: ReturnType<typeof authed>, route: ApiRoute) =>
  route.method === 'GET' ? client.get(route.path) : client.post(route.path, {});

describe('student report calls: session and role', () => {
  it.each(calls)('%s needs a session (401)', async (_name, route) => {
    const response = await t.app.inject({
      method: route.method,
      url: route.path,
      ...(route.method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(calls)('%s is refused (403) to exactly the roles without its capability', async (_name, route) => {
    const allowed = rolesWith(route.access as Parameters<typeof rolesWith>[0]);
    for (const roleCode of ROLES) {
      const status = (await send(clients.get(roleCode) ?? authed(t.app, ''), route)).statusCode;
      expect(status === 403, `role ${roleCode}`).toBe(!allowed.includes(roleCode));
    }
  });
});
