import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { auditLog, reportPublications } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { addToPlan } from '../evaluation/test-factories.js';
import { auditCount } from '../scope/test-support.js';
import { clientOf, dataOf, refusalOf, type Client } from './test-support.js';
import { createReportGroup, reportWorld, storeScores, type ReportWorld } from './test-world.js';

let t: TestApp;
let w: ReportWorld;
let areaAdmin: Client;
let schoolAdmin: Client;
let otherAreaAdmin: Client;

const r = api.report;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  areaAdmin = await clientOf(t, w.people.areaAdmin);
  schoolAdmin = await clientOf(t, w.people.schoolAdmin);
  otherAreaAdmin = await clientOf(t, w.people.otherAreaAdmin);
});

let batch = 2;
/** A report of its own for each test, taken by every grade 7 of the world, with one score in A. */
async function freshReport() {
  batch += 1;
  const group = await createReportGroup(`评价${batch}`, '2025', String(batch), 1);
  for (const place of [w.a1, w.b1, w.c1]) await addToPlan(place.gradeId, [group.id]);
  await storeScores([{ userId: w.students.a1[0]?.id ?? 0, activity: group.activity, v: 70 }]);
  return group;
}

async function lastAudit(action: string) {
  const [row] = await testDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function publicationRows() {
  const [row] = await testDb().select({ n: count() }).from(reportPublications);
  return row?.n ?? 0;
}

const region = (id: number) => ({ scope: 'region', scopeId: id });
const school = (id: number) => ({ scope: 'school', scopeId: id });
const publicationOf = async (client: Client, input: object) =>
  (await dataOf(client, r.queryDistrictReport, input)).head.publication;

describe('publishReport and withdrawReport', () => {
  it('publishes for an area, keeping the first time when published again, with one audit naming the area', async () => {
    const group = await freshReport();
    const before = await auditCount('report.publish', group.id);
    const first = await dataOf(areaAdmin, r.publishReport, { taskGroupId: group.id, ...region(w.district.id) });
    expect(first).toEqual({ published: true, publishedAt: expect.any(String) as string });
    t.clock.advance(120_000);
    expect(await dataOf(areaAdmin, r.publishReport, { taskGroupId: group.id, ...region(w.district.id) })).toEqual(
      first,
    );
    expect(await auditCount('report.publish', group.id)).toBe(before + 1);
    expect(await lastAudit('report.publish')).toMatchObject({
      actorUserId: w.people.areaAdmin.id,
      entityType: 'taskGroup',
      entityId: String(group.id),
      after: {
        scope: 'region',
        scopeId: w.district.id,
        publishedAt: first.publishedAt,
        regionId: w.district.id,
        regionName: '西湖区',
        schoolId: null,
      },
    });
    // The area, its schools and their classes read it published; so does the school admin's list.
    expect(await publicationOf(areaAdmin, { taskGroupId: group.id })).toEqual(first);
    expect(await publicationOf(schoolAdmin, { taskGroupId: group.id })).toEqual(first);
    const classes = await dataOf(areaAdmin, r.getPageClassesReport, { taskGroupId: group.id });
    expect(classes.rows.map((row) => row.publication)).toEqual(classes.rows.map(() => first));
    const listed = await dataOf(schoolAdmin, r.findReportGroupInfoName, { evaluationBatch: group.evaluationBatch });
    expect(listed.map((report) => report.publication)).toEqual([first]);
  });

  it('publishes for a school only that school; withdrawing twice writes once', async () => {
    const group = await freshReport();
    const published = await dataOf(schoolAdmin, r.publishReport, { taskGroupId: group.id, ...school(w.schoolA.id) });
    expect(published.published).toBe(true);
    expect(await lastAudit('report.publish')).toMatchObject({
      actorUserId: w.people.schoolAdmin.id,
      after: {
        scope: 'school',
        schoolId: w.schoolA.id,
        schoolName: 'A实验学校',
        regionId: w.district.id,
        regionName: '西湖区',
      },
    });
    expect(await publicationOf(areaAdmin, { taskGroupId: group.id })).toEqual({ published: false, publishedAt: null });
    const rows = (await dataOf(areaAdmin, r.getPageClassesReport, { taskGroupId: group.id })).rows;
    expect(rows.map((row) => [row.schoolName, row.className, row.publication.published])).toEqual([
      ['A实验学校', '1班', true],
      ['A实验学校', '2班', true],
      ['B实验学校', '1班', false],
    ]);

    const withdrawals = await auditCount('report.withdraw', group.id);
    const input = { taskGroupId: group.id, ...school(w.schoolA.id) };
    expect(await dataOf(schoolAdmin, r.withdrawReport, input)).toEqual({ published: false, publishedAt: null });
    expect(await dataOf(schoolAdmin, r.withdrawReport, input)).toEqual({ published: false, publishedAt: null });
    expect(await auditCount('report.withdraw', group.id)).toBe(withdrawals + 1);
    expect(await lastAudit('report.withdraw')).toMatchObject({
      before: { scope: 'school', scopeId: w.schoolA.id, publishedAt: published.publishedAt },
      after: { schoolId: w.schoolA.id, regionId: w.district.id },
    });
    expect(await publicationOf(schoolAdmin, { taskGroupId: group.id })).toEqual({
      published: false,
      publishedAt: null,
    });
  });

  it("leaves the area's publication in force when a school withdraws its own", async () => {
    const group = await freshReport();
    const area = await dataOf(areaAdmin, r.publishReport, { taskGroupId: group.id, ...region(w.district.id) });
    t.clock.advance(60_000);
    await dataOf(schoolAdmin, r.publishReport, { taskGroupId: group.id, ...school(w.schoolA.id) });
    expect(await publicationOf(schoolAdmin, { taskGroupId: group.id })).toEqual(area);
    expect(await dataOf(schoolAdmin, r.withdrawReport, { taskGroupId: group.id, ...school(w.schoolA.id) })).toEqual(
      area,
    );
  });

  it('answers an area, school or report out of scope like a missing one, and writes nothing', async () => {
    const group = await freshReport();
    const [rows, audits] = [await publicationRows(), await auditCount('report.publish')];
    const missing = await refusalOf(areaAdmin, r.publishReport, { taskGroupId: group.id, ...school(987_654) });
    expect(missing.code).toBe(ErrorCode.NotFound);
    const foreign = [
      [schoolAdmin, { taskGroupId: group.id, ...region(w.district.id) }],
      [schoolAdmin, { taskGroupId: group.id, ...school(w.schoolB.id) }],
      [areaAdmin, { taskGroupId: group.id, ...school(w.schoolC.id) }],
      [areaAdmin, { taskGroupId: group.id, ...region(w.otherDistrict.id) }],
      [otherAreaAdmin, { taskGroupId: group.id, ...region(w.district.id) }],
      [areaAdmin, { taskGroupId: w.practice.id, ...region(w.district.id) }],
      [areaAdmin, { taskGroupId: 987_654, ...region(w.district.id) }],
    ] as const;
    for (const [client, input] of foreign) {
      expect(await refusalOf(client, r.publishReport, input)).toEqual(missing);
      expect(await refusalOf(client, r.withdrawReport, input)).toEqual(missing);
    }
    expect([await publicationRows(), await auditCount('report.publish')]).toEqual([rows, audits]);
  });

  it('refuses bad input with the contract failure and writes nothing', async () => {
    const group = await freshReport();
    const rows = await publicationRows();
    for (const input of [
      { taskGroupId: group.id, scope: 'class', scopeId: w.a1.id },
      { taskGroupId: group.id, scope: 'school', scopeId: 0 },
      { taskGroupId: group.id, scope: 'school' },
    ]) {
      expect(body(await areaAdmin.post(r.publishReport.path, input)).code).toBe(ErrorCode.ValidationFailed);
    }
    expect(await publicationRows()).toBe(rows);
  });
});
