import { count, desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type ExclusiveIndicator } from '@pingjia/contract';
import { auditLog, exclusiveIndicators } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { addToPlan } from '../evaluation/test-factories.js';
import { clientOf, dataOf, refusalOf, type Client } from './test-support.js';
import {
  createPlainActivity,
  createReportGroup,
  reportWorld,
  storeScores,
  WORLD,
  type ReportWorld,
} from './test-world.js';

let t: TestApp;
let w: ReportWorld;
let areaAdmin: Client;
let schoolAdmin: Client;
let otherSchoolAdmin: Client;
let teacher: Client;
/** A second spring activity, answered by 七年级1班's five paired students only (value + 10). */
let second: { id: number; taskGroupId: number };

const r = api.report;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  second = await createPlainActivity(w.spring.id, '春季第二活动');
  await storeScores(
    WORLD.a1.spring.map((v, index) => ({ userId: w.students.a1[index]?.id ?? 0, activity: second, v: v + 10 })),
  );
  areaAdmin = await clientOf(t, w.people.areaAdmin);
  schoolAdmin = await clientOf(t, w.people.schoolAdmin);
  otherSchoolAdmin = await clientOf(t, w.people.otherSchoolAdmin);
  teacher = await clientOf(t, w.people.teacher);
});

const indicatorCount = async () => (await testDb().select({ n: count() }).from(exclusiveIndicators))[0]?.n ?? 0;

async function lastAudit() {
  const [row] = await testDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

function save(client: Client, input: object): Promise<ExclusiveIndicator> {
  return dataOf(client, r.saveExclusiveIndicator, input);
}

describe('saveExclusiveIndicator, listExclusiveIndicators and deleteExclusiveIndicator', () => {
  it("lets a school admin add, change and remove their school's indicators, audited", async () => {
    const added = await save(schoolAdmin, {
      schoolId: w.schoolA.id,
      aspectId: '5',
      name: '校园农场',
      activityIds: [w.spring.activity.id, w.autumn.activity.id, w.spring.activity.id],
    });
    expect(added).toEqual({
      id: expect.any(Number) as number,
      schoolId: w.schoolA.id,
      aspectId: '5',
      name: '校园农场',
      activityIds: [w.autumn.activity.id, w.spring.activity.id].sort((a, b) => a - b),
    });
    expect(await lastAudit()).toMatchObject({
      action: 'report.exclusiveIndicator.save',
      entityId: String(added.id),
      before: null,
      after: { schoolId: w.schoolA.id, schoolName: 'A实验学校', districtId: w.district.id, districtName: '西湖区' },
    });
    const changed = await save(schoolAdmin, { ...added, name: '农场劳动', activityIds: [w.spring.activity.id] });
    expect(changed).toEqual({ ...added, name: '农场劳动', activityIds: [w.spring.activity.id] });
    expect(await dataOf(schoolAdmin, r.listExclusiveIndicators, {})).toContainEqual(changed);
    expect(await dataOf(areaAdmin, r.listExclusiveIndicators, { schoolId: w.schoolA.id })).toContainEqual(changed);

    expect(await dataOf(schoolAdmin, r.deleteExclusiveIndicator, { id: added.id })).toEqual({ id: added.id });
    expect(await lastAudit()).toMatchObject({ action: 'report.exclusiveIndicator.delete', after: null });
    expect(await dataOf(schoolAdmin, r.listExclusiveIndicators, {})).not.toContainEqual(changed);
  });

  it("answers another school's indicator or school like a missing one, and writes nothing", async () => {
    const own = await save(schoolAdmin, {
      schoolId: w.schoolA.id,
      aspectId: '1',
      name: '礼仪之星',
      activityIds: [w.spring.activity.id],
    });
    const before = await indicatorCount();
    const missing = await refusalOf(otherSchoolAdmin, r.deleteExclusiveIndicator, { id: 987_654 });
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(await refusalOf(otherSchoolAdmin, r.deleteExclusiveIndicator, { id: own.id })).toEqual(missing);
    const changeOthers = { ...own, schoolId: w.schoolC.id, name: '改名' };
    expect(await refusalOf(otherSchoolAdmin, r.saveExclusiveIndicator, changeOthers)).toEqual(missing);
    expect(
      await refusalOf(schoolAdmin, r.saveExclusiveIndicator, { ...own, id: undefined, schoolId: w.schoolB.id }),
    ).toEqual(missing);
    expect(await refusalOf(otherSchoolAdmin, r.listExclusiveIndicators, { schoolId: w.schoolA.id })).toEqual(missing);
    expect(await dataOf(otherSchoolAdmin, r.listExclusiveIndicators, {})).toEqual([]);
    expect(await indicatorCount()).toBe(before);
  });

  it('refuses an activity outside the school plans, an indicator as aspect and bad input, writing nothing', async () => {
    const elsewhere = await createReportGroup('他校评价', '2025', '9', 5);
    await addToPlan(w.c1.gradeId, [elsewhere.id]);
    const before = await indicatorCount();
    const base = { schoolId: w.schoolA.id, aspectId: '1', name: '礼仪之星', activityIds: [w.spring.activity.id] };
    const outside = await refusalOf(schoolAdmin, r.saveExclusiveIndicator, {
      ...base,
      activityIds: [w.spring.activity.id, elsewhere.activity.id],
    });
    expect(outside.code).toBe(ErrorCode.NotAllowed);
    expect((await refusalOf(schoolAdmin, r.saveExclusiveIndicator, { ...base, aspectId: '10' })).code).toBe(
      ErrorCode.NotAllowed,
    );
    for (const input of [
      { ...base, name: ' ' },
      { ...base, activityIds: [] },
      { ...base, schoolId: undefined },
    ]) {
      expect(body(await schoolAdmin.post(r.saveExclusiveIndicator.path, input)).code).toBe(ErrorCode.ValidationFailed);
    }
    // Area admins read the indicators; only a school's own admin manages them.
    expect((await areaAdmin.post(r.saveExclusiveIndicator.path, base)).statusCode).toBe(403);
    expect(await indicatorCount()).toBe(before);
  });
});

describe('queryExclusiveReport', () => {
  it("scores a school's own indicator by the mean of its students' aspect scores over the mapped activities", async () => {
    const farm = await save(schoolAdmin, {
      schoolId: w.schoolA.id,
      aspectId: '1',
      name: '校园农场',
      activityIds: [w.spring.activity.id, second.id],
    });
    const autumnOnly = await save(schoolAdmin, {
      schoolId: w.schoolA.id,
      aspectId: '2',
      name: '秋收',
      activityIds: [w.autumn.activity.id],
    });
    const report = await dataOf(schoolAdmin, r.queryExclusiveReport, {
      taskGroupId: w.spring.id,
      schoolId: w.schoolA.id,
    });
    const school = await dataOf(schoolAdmin, r.queryDistrictReport, { taskGroupId: w.spring.id });
    expect(report.head).toEqual(school.head);
    expect(report.aspects.map(({ own: _own, ...aspect }) => aspect)).toEqual(school.aspects);
    // 七年级1班's five: mean of v + 5 and v + 15 = v + 10 → 70, 75, 80, 85, 90; 陈小明 80 (one
    // activity); 七年级2班: v + 5 → 49, 59, 69, 79, 89. Eleven students, 825 in all.
    expect(report.aspects[0]?.own).toContainEqual({
      indicatorId: farm.id,
      name: '校园农场',
      figure: { students: 11, mean: 75, levels: [2, 1, 5, 3], suppressed: false },
    });
    // Mapped to an activity of another report only: nobody scored it in this one.
    expect(report.aspects[1]?.own).toContainEqual({
      indicatorId: autumnOnly.id,
      name: '秋收',
      figure: { students: 0, mean: null, levels: null, suppressed: true },
    });
    // Each own indicator sits under its aspect only.
    expect(report.aspects[1]?.own.map((own) => own.indicatorId)).not.toContain(farm.id);
    const input = { taskGroupId: w.spring.id, schoolId: w.schoolA.id };
    expect(await dataOf(areaAdmin, r.queryExclusiveReport, input)).toEqual({
      ...report,
      head: { ...report.head, path: expect.any(Array) as unknown },
    });
    // Grade 8 only: the school has none, so nobody is counted.
    const grade8 = await dataOf(schoolAdmin, r.queryExclusiveReport, { ...input, gradeLevel: 8 });
    expect(grade8.aspects).toEqual([]);
  });

  it('answers a school out of scope like a missing one', async () => {
    const missing = await refusalOf(schoolAdmin, r.queryExclusiveReport, {
      taskGroupId: w.spring.id,
      schoolId: 987_654,
    });
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(
      await refusalOf(schoolAdmin, r.queryExclusiveReport, { taskGroupId: w.spring.id, schoolId: w.schoolB.id }),
    ).toEqual(missing);
    // A teacher reads their classes' reports, not their school's.
    expect(
      await refusalOf(teacher, r.queryExclusiveReport, { taskGroupId: w.spring.id, schoolId: w.schoolA.id }),
    ).toEqual(missing);
    expect(body(await schoolAdmin.post(r.queryExclusiveReport.path, { taskGroupId: w.spring.id })).code).toBe(
      ErrorCode.ValidationFailed,
    );
  });
});
