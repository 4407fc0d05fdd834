import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { api, ErrorCode, RoleCode, type AssistantSettings } from '@pingjia/contract';
import { auditLog, regions, reportAssistantSettings } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { createUser } from '../../test/factories.js';
import { clientOf, clientsOf, reportWorld, type Client, type ReportWorld } from '../student-reports/test-support.js';
import { startStandIn, type StandIn } from './stand-in.js';
import { setSwitch, stateOf } from './test-support.js';

/*
 * Who may use the report assistant on which report, and the area admin's switches. Nothing here
 * asks a question: the stand-in RAGFlow must receive nothing at all.
 */

let standIn: StandIn;
let t: TestApp;
let w: ReportWorld;
let c: Awaited<ReturnType<typeof clientsOf>>;
const GRADE = 7;

beforeAll(async () => {
  standIn = await startStandIn();
  t = await buildTestApp({ config: { ragflow: standIn.config } });
  w = await reportWorld();
  c = await clientsOf(t, w);
});

afterAll(async () => {
  await standIn.close();
});

const childReport = () => ({ taskGroupId: String(w.groups.second.id), studentId: String(w.child.id) });
const classReport = () => ({ taskGroupId: String(w.groups.second.id), classId: String(w.class1.id) });

describe('assistantStatus: who may ask about which report', () => {
  it('needs a session (401), for every call of the assistant', async () => {
    for (const call of Object.values(api.chats)) {
      const response = await t.app.inject({
        method: call.method,
        url: call.path,
        ...(call.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('is available to the child, the parent and the head teacher while the area admin has it on', async () => {
    await setSwitch(c.areaAdmin, w.districtA.id, GRADE, false);
    expect(await stateOf(c.child, childReport())).toBe('switchedOff');
    expect(await stateOf(c.headTeacher, classReport())).toBe('switchedOff');
    await setSwitch(c.areaAdmin, w.districtA.id, GRADE, true);
    expect(await stateOf(c.child, childReport())).toBe('available');
    expect(await stateOf(c.child, { taskGroupId: String(w.groups.second.id) })).toBe('available');
    expect(await stateOf(c.parent, childReport())).toBe('available');
    expect(await stateOf(c.headTeacher, classReport())).toBe('available');
  });

  it('follows the switch of each audience and grade on its own', async () => {
    await setSwitch(c.areaAdmin, w.districtA.id, GRADE, true);
    await setSwitch(c.areaAdmin, w.districtA.id, GRADE, false, ['parent']);
    expect(await stateOf(c.parent, childReport())).toBe('switchedOff');
    expect(await stateOf(c.child, childReport())).toBe('available');
    await setSwitch(c.areaAdmin, w.districtA.id, GRADE + 1, true, ['parent']);
    expect(await stateOf(c.parent, childReport())).toBe('switchedOff');
    await setSwitch(c.areaAdmin, w.districtA.id, GRADE, true, ['parent']);
    expect(await stateOf(c.parent, childReport())).toBe('available');
  });

  it('tells admins it is not for their role, whatever the report', async () => {
    expect(await stateOf(c.schoolAdmin, classReport())).toBe('notForRole');
    expect(await stateOf(c.areaAdmin, { taskGroupId: '987654', classId: '987654' })).toBe('notForRole');
  });

  it('says a report without a score of the student has nothing to ask about', async () => {
    await setSwitch(c.areaAdmin, w.districtA.id, GRADE, true);
    expect(await stateOf(c.absent, { taskGroupId: String(w.groups.second.id) })).toBe('noScores');
  });

  it("answers another child's report, an unbound child's or an unpublished one like a missing one", async () => {
    const missing = body(await c.child.get(api.chats.assistantStatus.path, { taskGroupId: '987654' }));
    expect(missing.code).toBe(ErrorCode.NotFound);
    const refusals = [
      await c.child.get(api.chats.assistantStatus.path, { ...childReport(), studentId: String(w.classmates[0]?.id) }),
      await c.otherParent.get(api.chats.assistantStatus.path, childReport()),
      await c.parent.get(api.chats.assistantStatus.path, { taskGroupId: String(w.groups.second.id) }),
      await c.child.get(api.chats.assistantStatus.path, { taskGroupId: String(w.groups.draft.id) }),
      await c.child.get(api.chats.assistantStatus.path, classReport()),
    ];
    for (const refusal of refusals) expect(body(refusal)).toEqual(missing);
  });

  it("answers a class not the teacher's, or a student report asked by a teacher, like a missing one", async () => {
    const missing = body(
      await c.headTeacher.get(api.chats.assistantStatus.path, { taskGroupId: '1', classId: '987654' }),
    );
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(body(await c.class2Teacher.get(api.chats.assistantStatus.path, classReport()))).toEqual(missing);
    expect(body(await c.headTeacher.get(api.chats.assistantStatus.path, childReport()))).toEqual(missing);
  });

  it('refuses a malformed report with the validation failure', async () => {
    const both = { ...childReport(), classId: String(w.class1.id) };
    const queries: Record<string, string>[] = [both, { taskGroupId: 'abc' }, { studentId: String(w.child.id) }];
    for (const query of queries) {
      expect(body(await c.child.get(api.chats.assistantStatus.path, query)).code).toBe(ErrorCode.ValidationFailed);
    }
  });

  it('refuses to open a conversation unless available, and sends nothing out', async () => {
    const refused = body(
      await c.absent.get(api.chats.createSessions.path, { taskGroupId: String(w.groups.second.id) }),
    );
    expect(refused.code).toBe(ErrorCode.NotAllowed);
    expect(body(await c.schoolAdmin.get(api.chats.createSessions.path, classReport())).code).toBe(ErrorCode.NotAllowed);
    expect(standIn.received).toEqual([]);
  });
});

describe('not set up', () => {
  it('says so on every report, opens nothing and calls nothing out', async () => {
    const bare = await buildTestApp();
    const child = await clientOf(bare, w.child);
    expect(await stateOf(child, childReport())).toBe('notConfigured');
    const refused = body(await child.get(api.chats.createSessions.path, childReport()));
    expect(refused.code).toBe(ErrorCode.NotAllowed);
    expect(refused.message).toBe('报告助手尚未在本平台配置');
    expect(standIn.received).toEqual([]);
  });
});

describe('the area admin switches', () => {
  const settingsOf = async (client: Client, input: object = {}) =>
    body<AssistantSettings>(await client.post(api.chats.getAssistantSettings.path, input));

  it('are refused to every role but the area admin (403)', async () => {
    for (const client of [c.child, c.parent, c.headTeacher, c.schoolAdmin, c.customerService]) {
      expect((await client.post(api.chats.getAssistantSettings.path, {})).statusCode).toBe(403);
      expect((await client.post(api.chats.saveAssistantSettings.path, {})).statusCode).toBe(403);
    }
  });

  it("read the admin's own area when none is named: every audience and grade, as set", async () => {
    await setSwitch(c.areaAdmin, w.districtA.id, GRADE, true, ['student']);
    await setSwitch(c.areaAdmin, w.districtA.id, 1, false, ['teacher']);
    const settings = await settingsOf(c.areaAdmin);
    expect(settings.success).toBe(true);
    expect(settings.data).toMatchObject({ regionId: w.districtA.id, regionName: '西湖区' });
    expect(settings.data.cells).toHaveLength(36);
    expect(settings.data.cells).toContainEqual({ audience: 'student', gradeLevel: GRADE, enabled: true });
    expect(settings.data.cells).toContainEqual({ audience: 'teacher', gradeLevel: 1, enabled: false });
  });

  it('record each change with what it was before, and only the changes', async () => {
    await setSwitch(c.areaAdmin, w.districtA.id, 3, false);
    await setSwitch(c.areaAdmin, w.districtA.id, 3, true, ['teacher', 'parent']);
    await setSwitch(c.areaAdmin, w.districtA.id, 3, false, ['parent']);
    const [entry] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reportAssistant.saveSettings'), eq(auditLog.entityId, String(w.districtA.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.before).toEqual([{ audience: 'parent', gradeLevel: 3, enabled: true }]);
    expect(entry?.after).toEqual([{ audience: 'parent', gradeLevel: 3, enabled: false }]);
    await setSwitch(c.areaAdmin, w.districtA.id, 3, true, ['teacher']);
    const [unchanged] = await testDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reportAssistant.saveSettings'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(unchanged?.after).toEqual([]);
  });

  it('answer another area like a missing one, and write nothing', async () => {
    const missing = await settingsOf(c.areaAdmin, { regionId: 987654 });
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(await settingsOf(c.areaAdmin, { regionId: w.districtB.id })).toEqual(missing);
    const save = { regionId: w.districtB.id, cells: [{ audience: 'student', gradeLevel: 1, enabled: true }] };
    expect(body(await c.areaAdmin.post(api.chats.saveAssistantSettings.path, save))).toEqual(missing);
    expect(await testDb().$count(reportAssistantSettings, eq(reportAssistantSettings.regionId, w.districtB.id))).toBe(
      0,
    );
  });

  it('refuse a bad cell with the validation failure, and write nothing', async () => {
    const before = await testDb().$count(reportAssistantSettings);
    for (const cells of [
      [],
      [{ audience: 'student', gradeLevel: 13, enabled: true }],
      [{ audience: 'admin', gradeLevel: 1, enabled: true }],
    ]) {
      const reply = body(
        await c.areaAdmin.post(api.chats.saveAssistantSettings.path, { regionId: w.districtA.id, cells }),
      );
      expect(reply.code).toBe(ErrorCode.ValidationFailed);
    }
    expect(await testDb().$count(reportAssistantSettings)).toBe(before);
  });

  it('set at a city, reach its districts unless a district has its own', async () => {
    const [district] = await testDb().select().from(regions).where(eq(regions.id, w.districtA.id));
    const cityAdmin = await clientOf(
      t,
      await createUser({ roles: [{ roleCode: RoleCode.areaAdmin, regionId: district?.parentId ?? 0 }] }),
    );
    await setSwitch(cityAdmin, district?.parentId ?? 0, 9, true, ['student']);
    const inherited = await settingsOf(c.areaAdmin);
    expect(inherited.data.cells).toContainEqual({ audience: 'student', gradeLevel: 9, enabled: true });
    await setSwitch(c.areaAdmin, w.districtA.id, 9, false, ['student']);
    expect((await settingsOf(c.areaAdmin)).data.cells).toContainEqual({
      audience: 'student',
      gradeLevel: 9,
      enabled: false,
    });
    // The city admin's own default is its top area; the district is below it, in scope.
    expect((await settingsOf(cityAdmin)).data.regionId).toBe(district?.parentId);
    expect((await settingsOf(cityAdmin, { regionId: w.districtA.id })).data.regionName).toBe('西湖区');
  });
});
