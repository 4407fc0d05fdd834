import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiRoute } from '@pingjia/contract';
import { authed, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createParent, createStudent, TEST_PASSWORD } from '../../test/factories.js';

/** Every administration call but the two any session or anyone may use. */
const guarded: [string, ApiRoute][] = [
  ...Object.entries(api.admin).filter(([name]) => name !== 'qrSignIn' && name !== 'getMyScope'),
  ...Object.entries(api.externalUser),
  ...Object.entries(api.progress),
  ...Object.entries(api.assessment),
  ...Object.entries(api.exportJobs),
  ['resetTaskResult', api.taskInfo.resetTaskResult],
  ['getTaskInfoListByCondition', api.taskInfo.getTaskInfoListByCondition],
  ['listTaskGroupByArea', api.taskInfo.listTaskGroupByArea],
  ['listSubmitStudent', api.taskInfo.listSubmitStudent],
  ['getUserBySchoolAdmin', api.taskInfo.getUserBySchoolAdmin],
  ['getTaskNameListById', api.taskInfo.getTaskNameListById],
  ['taskInfoOverview', api.taskInfo.taskInfoOverview],
  ['getActivityBySchoolAdmin', api.taskInfo.getActivityBySchoolAdmin],
  ['getGradeBySchoolAdmin', api.taskInfo.getGradeBySchoolAdmin],
  ['orgGetDict', api.dict.orgGetDict],
  ['getRoleByUser', api.dict.getRoleByUser],
  ['findRegion', api.dict.findRegion],
  ['exporBatchErrotExcel', api.files.exporBatchErrotExcel],
];

let t: TestApp;
let parent: ReturnType<typeof authed>;
let student: ReturnType<typeof authed>;

beforeAll(async () => {
  t = await buildTestApp();
  parent = authed(t.app, await signIn(t.app, (await createParent()).loginName, TEST_PASSWORD));
  student = authed(t.app, await signIn(t.app, (await createStudent()).loginName, TEST_PASSWORD));
});

const send = (client: ReturnType<typeof authed>, route: ApiRoute) =>
  route.method === 'GET' ? client.get(route.path) : client.post(route.path, {});

describe('administration calls: session and role', () => {
  it.each(guarded)('%s needs a session (401)', async (_name, route) => {
    expect(
      (await t.app.inject({ method: route.method, url: route.path, payload: route.method === 'POST' ? {} : undefined }))
        .statusCode,
    ).toBe(401);
  });

  it.each(guarded)('%s is refused to parents and students (403)', async (_name, route) => {
    expect((await send(parent, route)).statusCode).toBe(403);
    expect((await send(student, route)).statusCode).toBe(403);
  });
});
