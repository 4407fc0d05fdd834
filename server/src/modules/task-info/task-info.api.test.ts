import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, fillPath } from '@pingjia/contract';
import { authed, body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createParent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';
import { addToPlan, createTaskGroup, setTaskState, studentWithActivity } from '../evaluation/test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const DAY_MS = 86_400_000;
const ti = api.taskInfo;

async function as(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

type Group = {
  tgiId: number;
  tgiEndTime: string | null;
  isEnded: boolean;
  activities: { activityId: number; answerDisabled: boolean }[];
};

describe('the student task list', () => {
  it('needs a session and a student or parent', async () => {
    expect((await t.app.inject({ method: 'POST', url: ti.getTaskInfoByUser.path, payload: {} })).statusCode).toBe(401);
    expect((await (await as((await createTeacher()).loginName)).post(ti.getTaskInfoByUser.path, {})).statusCode).toBe(
      403,
    );
  });

  it("lists the grade plan's started groups with each task's state and decision; future groups stay hidden", async () => {
    const s = await studentWithActivity();
    const future = await createTaskGroup({ startTime: new Date(Date.now() + DAY_MS) });
    await addToPlan(s.student.gradeId ?? 0, [future.id]);
    await setTaskState(s.student.id, s.activityId, s.group.id, { userTaskState: 2 });
    const student = await as(s.student.loginName);
    const groups = body<Group[]>(await student.post(ti.getTaskInfoByUser.path, {}));
    expect(groups.data.map((g) => g.tgiId)).toEqual([s.group.id]);
    expect(groups.data[0]?.tgiEndTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(groups.data[0]?.activities).toEqual([
      expect.objectContaining({ activityId: s.activityId, answerDisabled: true, userTaskState: 2 }),
    ]);
    const overview = body(await student.get(ti.myTaskInfoOverview.path));
    expect(overview.data).toEqual({ taskGroupNum: 1, total: 1, finished: 0, waived: 0, unfinished: 1 });
  });

  it('serves the guide page, stems without answer keys, the activity and the idol', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const guide = body<{ title: string; content: string }>(
      await student.get(fillPath(ti.getActivityGuidePage.path, { id: s.activityId })),
    );
    expect(guide.data).toMatchObject({ title: '活动说明', activityId: s.activityId });
    const stems = body<{ items: object[] }>(
      await student.get(ti.getAllStemInfo.path, { activityId: String(s.activityId) }),
    );
    expect(stems.data.items).toHaveLength(3);
    expect(JSON.stringify(stems.data)).not.toMatch(/score|accepted/);
    expect(body(await student.get(ti.getById.path, { id: String(s.activityId) })).data).toMatchObject({
      activityId: s.activityId,
    });
    expect(body(await student.get(ti.getTaskInfoById.path, { taskGroupId: String(s.group.id) })).data).toMatchObject({
      tgiId: s.group.id,
    });
    expect(body(await student.get(ti.getUserArtist.path)).data).toMatchObject({ level: 1 });
  });

  it("answers another student's activity and group like missing ones; a parent reads a bound child's", async () => {
    const mine = await studentWithActivity();
    const theirs = await studentWithActivity();
    const student = await as(mine.student.loginName);
    const foreign = body(await student.get(fillPath(ti.getActivityGuidePage.path, { id: theirs.activityId })));
    const missing = body(await student.get(fillPath(ti.getActivityGuidePage.path, { id: 999_999 })));
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(await student.get(ti.getTaskInfoById.path, { taskGroupId: String(theirs.group.id) }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
    const parent = await as((await createParent({ children: [mine.student.id] })).loginName);
    const child = body<Group[]>(await parent.post(ti.getTaskInfoByUser.path, { studentId: mine.student.id }));
    expect(child.data.map((g) => g.tgiId)).toEqual([mine.group.id]);
    expect(body(await student.get(ti.getById.path, { id: 'abc' }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
  });
});
