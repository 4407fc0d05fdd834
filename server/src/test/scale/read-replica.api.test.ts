import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, type ApiRoute } from '@pingjia/contract';
import { connectDatabase, type DatabaseHandle } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { studentWithActivity, submitKey } from '../../modules/evaluation/test-factories.js';
import { clientOf, dataOf, send, type Client } from '../../modules/reports/test-support.js';
import { reportWorld, type ReportWorld } from '../../modules/reports/test-world.js';
import { TEST_PASSWORD } from '../factories.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../harness.js';
import '../provided-context.js';

/*
 * Report and statistics reads go to DATABASE_READ_URL, a streaming replica (docs/scale.md). Here a
 * login role that can read everything and whose every transaction is read-only stands in for the
 * replica on this file's database: a write sent through it fails as on a standby, so these tests
 * prove the reads work through it and that no call of the product writes through it.
 */
const role = `pingjia_reader_${process.pid}_${randomBytes(3).toString('hex')}`;
const rolePassword = randomBytes(12).toString('hex');
let reads: DatabaseHandle;
/** Connections the app took from the read pool so far. */
let readCheckouts = 0;
/** The app with its reads on the stand-in, and the same app on the primary alone. */
let onReplica: TestApp;
let onPrimary: TestApp;
let w: ReportWorld;

async function admin(text: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: inject('database').adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE ROLE ${role} LOGIN PASSWORD '${rolePassword}' IN ROLE pg_read_all_data`);
  await admin(`ALTER ROLE ${role} SET default_transaction_read_only = on`);
  const database = (await testDb().execute<{ name: string }>(sql`SELECT current_database() AS name`)).rows[0]?.name;
  const url = new URL(inject('database').adminUrl);
  url.pathname = `/${database}`;
  url.username = role;
  url.password = rolePassword;
  reads = connectDatabase(url.toString(), 4);
  reads.pool.on('acquire', () => {
    readCheckouts += 1;
  });
  [onReplica, onPrimary] = await Promise.all([buildTestApp({ readDb: reads.db }), buildTestApp()]);
  w = await reportWorld();
});

afterAll(async () => {
  await reads.pool.end();
  await admin(`DROP ROLE IF EXISTS ${role}`);
});

/** The call's reply, and how many connections it took from the read pool. */
async function traced(client: Client, route: ApiRoute, input: object) {
  const before = readCheckouts;
  const reply = body(await send(client, route, input));
  return { reply, readCheckouts: readCheckouts - before };
}

describe('reports and statistics read through a read-only stand-in for the replica', () => {
  it('gives every report figure through it, the same as the primary gives', async () => {
    const spring = { taskGroupId: w.spring.id };
    const calls: [string, ApiRoute, object, keyof ReportWorld['people']][] = [
      ['area report', api.report.queryDistrictReport, spring, 'areaAdmin'],
      ['key indicators', api.report.getKeyDimensionalIndicators, spring, 'areaAdmin'],
      ['development by class', api.report.selectDevelopmentSituation, spring, 'schoolAdmin'],
      ['development by school', api.report.selectDevelopmentSchoolList, spring, 'areaAdmin'],
      ['class list', api.report.getPageClassesReport, spring, 'areaAdmin'],
      ['class report', api.report.getClassesReportByEachina, { ...spring, classId: w.a1.id }, 'headTeacher'],
      ['exclusive report', api.report.queryExclusiveReport, { ...spring, schoolId: w.schoolA.id }, 'schoolAdmin'],
      ['report statistics', api.report.findStatisticalDetails, spring, 'areaAdmin'],
      ['report finish rates', api.report.finishRateDetails, spring, 'areaAdmin'],
    ];
    for (const [name, route, input, person] of calls) {
      const viaReplica = await traced(await clientOf(onReplica, w.people[person]), route, input);
      const viaPrimary = body(await send(await clientOf(onPrimary, w.people[person]), route, input));
      expect(viaReplica.reply.success, `${name}: ${viaReplica.reply.message}`).toBe(true);
      expect(viaReplica.reply.data, name).toEqual(viaPrimary.data);
      expect(viaReplica.readCheckouts, `${name} read through the replica`).toBeGreaterThan(0);
    }
  });

  it("shows a student's answer in the class's statistics read through it", async () => {
    const s = await studentWithActivity({ student: { classId: w.a1.id } });
    const student = authed(onReplica.app, await signIn(onReplica.app, s.student.loginName, TEST_PASSWORD));
    const submitted = body(
      await student.post(api.evaluation.subEvaluationGroupAnswer.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        submitKey: submitKey(),
        answers: { [String(s.choice.id)]: s.bestOption },
      }),
    );
    expect(submitted.success, submitted.message).toBe(true);

    const teacher = await clientOf(onReplica, w.people.headTeacher);
    const query = { taskGroupId: s.group.id };
    const calls: [ApiRoute, object][] = [
      [api.assessment.queryCompletionRate, query],
      [api.assessment.queryTime, query],
      [api.assessment.completionStatus, query],
      [api.assessment.completionDetails, query],
      [api.assessment.finishRateDetails, query],
      [api.assessment.findStatisticalDetails, query],
      [api.assessment.userList, { ...query, node: { kind: 'class', id: w.a1.id } }],
      [api.assessment.userDetail, { ...query, studentId: s.student.id }],
    ];
    for (const [route, input] of calls) {
      const { reply, readCheckouts: used } = await traced(teacher, route, input);
      expect(reply.success, `${route.name}: ${reply.message}`).toBe(true);
      expect(used, `${route.name} read through the replica`).toBeGreaterThan(0);
    }
    const status = await dataOf(teacher, api.assessment.completionStatus, query);
    expect(status.counts.done).toBe(1);
    // The progress page refreshes the moment an answer or a reset is announced: it reads the primary.
    const progress = await traced(teacher, api.progress.progressDetail, query);
    expect(progress.reply.success).toBe(true);
    expect(progress.readCheckouts).toBe(0);
  });

  it('publishes, withdraws and keeps indicators on the primary, each shown by the next read through it', async () => {
    const areaAdmin = await clientOf(onReplica, w.people.areaAdmin);
    const target = { taskGroupId: w.spring.id, scope: 'region', scopeId: w.district.id };
    const publicationNow = async () =>
      (await dataOf(areaAdmin, api.report.queryDistrictReport, { taskGroupId: w.spring.id })).head.publication;

    expect((await dataOf(areaAdmin, api.report.publishReport, target)).published).toBe(true);
    expect((await publicationNow()).published).toBe(true);
    expect((await dataOf(areaAdmin, api.report.withdrawReport, target)).published).toBe(false);
    expect((await publicationNow()).published).toBe(false);

    const schoolAdmin = await clientOf(onReplica, w.people.schoolAdmin);
    const exclusive = { taskGroupId: w.spring.id, schoolId: w.schoolA.id };
    const ownIndicators = async () =>
      (await dataOf(schoolAdmin, api.report.queryExclusiveReport, exclusive)).aspects[0]?.own.map((own) => own.name);
    const saved = await dataOf(schoolAdmin, api.report.saveExclusiveIndicator, {
      schoolId: w.schoolA.id,
      aspectId: '1',
      name: '校园农场',
      activityIds: [w.spring.activity.id],
    });
    expect(await ownIndicators()).toEqual(['校园农场']);
    await dataOf(schoolAdmin, api.report.deleteExclusiveIndicator, { id: saved.id });
    expect(await ownIndicators()).toEqual([]);
  });

  it('refuses a write sent through it, so a write path that used it would fail', async () => {
    const write = reads.db.insert(auditLog).values({
      action: 'read-replica.probe',
      entityType: 'probe',
      entityId: '1',
      provinceShardId: 0,
    });
    const refused: unknown = await write.then(
      () => null,
      (error: unknown) => error,
    );
    // The driver's error is the cause of the query builder's.
    expect(refused instanceof Error && String(refused.cause)).toMatch(
      /cannot execute INSERT in a read-only transaction/,
    );
  });
});
