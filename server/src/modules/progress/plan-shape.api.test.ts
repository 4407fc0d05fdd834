import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RoleCode } from '@pingjia/contract';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { testDb } from '../../test/harness.js';
import { completionRates } from '../assessment/service.js';
import { classReport } from '../reports/classes.js';
import { keyIndicators } from '../reports/insights.js';
import { unitReport } from '../reports/report.js';
import { loadScope } from '../scope/scope.js';
import { familyReaderOf } from '../student-reports/policy.js';
import { studentReport } from '../student-reports/service.js';
import { recomputeClassProgress } from './recompute.js';
import { progressTable } from './service.js';

/*
 * Plan shapes at scale (issues 12 and 13): on 50 000 students made by the province bench's own
 * generator (scripts/bench/province.sql), the queries progressDetail and queryCompletionRate
 * run use their indexes, as EXPLAIN tells after ANALYZE. A class's students are read by key
 * (the student, then each of their pairs); a school, district or province sums the class
 * counters and never reads the task states or answers. The reports share this database (built
 * once): an area or school report adds up the class sums by their district or school index and
 * its value-added the class pairs by key, never reading a student's row; a class report and a
 * student's read student rows by key only.
 */

const STUDENTS = 50_000;
const SHARD = 34;
const GENERATOR = fileURLToPath(new URL('../../../../scripts/bench/province.sql', import.meta.url));

/** The tables with a row per student or per student × activity. */
const STUDENT_TABLES = [
  'users',
  'task_states',
  'answers',
  'answer_drafts',
  'adaptive_attempts',
  'scenario_attempts',
  'class_progress',
];
const PAIR_TABLES = ['task_states', 'answers', 'answer_drafts', 'adaptive_attempts', 'scenario_attempts'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** A node that reads a table or an index (a bitmap index scan names its index but not its table). */
interface Scan {
  relation: string | undefined;
  node: string;
  index: string | undefined;
}

let pool: pg.Pool;
let loggedDb: Database;
const logged: { query: string; params: unknown[] }[] = [];
let taskGroupId: number;

async function ownDatabaseUrl(): Promise<string> {
  const result = await testDb().execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(inject('database').adminUrl);
  url.pathname = `/${result.rows[0]?.name ?? ''}`;
  return url.toString();
}

/** Runs the generator as the bench does: its parameters, then each "-- step:" group in turn. */
async function loadProvince(client: pg.PoolClient): Promise<void> {
  await client.query(
    'CREATE TEMP TABLE province_params AS SELECT $1::integer AS students, $2::integer AS shard, $3::text AS password_hash',
    [STUDENTS, SHARD, 'no sign-in here'],
  );
  const steps = readFileSync(GENERATOR, 'utf8')
    .split(/^-- step: /m)
    .slice(1);
  for (const step of steps) await client.query(step.slice(step.indexOf('\n') + 1));
  await client.query('ANALYZE');
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** Every table read by the statements `run` sends, with how (EXPLAIN with the same parameters). */
async function scansOf(run: (db: Database) => Promise<unknown>): Promise<Scan[]> {
  logged.length = 0;
  await run(loggedDb);
  const scans: Scan[] = [];
  for (const { query, params } of logged) {
    const explained = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${query}`,
      params,
    );
    for (const node of nodesOf(explained.rows[0]?.['QUERY PLAN'][0].Plan ?? { 'Node Type': 'none' })) {
      const relation = node['Relation Name'];
      const index = node['Index Name'];
      if (relation ?? index) scans.push({ relation, node: node['Node Type'], index });
    }
  }
  return scans;
}

/** The session of the generated reader of a scope (pv_province, pv_district, pv_school, pv_class). */
async function scopeOf(reader: string) {
  const [row] = await testDb()
    .select({ userId: schema.users.id, roleId: schema.userRoles.roleCode })
    .from(schema.users)
    .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
    .where(eq(schema.users.loginName, `${reader}_${SHARD}`));
  if (!row) throw new Error(`no ${reader}`);
  return loadScope(testDb(), { ...row, provinceShardId: SHARD });
}

/** The scans of both calls at the reader's root: progressDetail's table and queryCompletionRate's rates. */
async function callScans(reader: string): Promise<Scan[]> {
  const scope = await scopeOf(reader);
  return [
    ...(await scansOf((db) => progressTable(db, scope, { taskGroupId }))),
    ...(await scansOf((db) => completionRates(db, scope, { taskGroupId }))),
  ];
}

const seqScansOf = (scans: Scan[], tables: string[]) =>
  scans.filter((scan) => scan.node === 'Seq Scan' && tables.includes(scan.relation ?? ''));
const indexesOf = (scans: Scan[]) => [...new Set(scans.flatMap((scan) => (scan.index ? [scan.index] : [])))];
const relationsOf = (scans: Scan[]) => [...new Set(scans.flatMap((scan) => (scan.relation ? [scan.relation] : [])))];

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await ownDatabaseUrl(), max: 2 });
  const client = await pool.connect();
  try {
    await loadProvince(client);
  } finally {
    client.release();
  }
  loggedDb = drizzle({ client: pool, logger: { logQuery: (query, params) => logged.push({ query, params }) } });
  // The generator's report (batch 2); batch 1 is its value-added baseline.
  const [group] = await testDb()
    .select()
    .from(schema.taskGroups)
    .where(and(eq(schema.taskGroups.provinceShardId, SHARD), eq(schema.taskGroups.evaluationBatch, '2')));
  taskGroupId = group?.id ?? 0;
}, 300_000);

afterAll(async () => {
  await pool.end();
});

describe('progress at 50 000 students', () => {
  it('keeps class counters equal to the recomputation after the bulk load', async () => {
    const classes = await testDb()
      .select({ id: schema.classes.id })
      .from(schema.classes)
      .where(eq(schema.classes.provinceShardId, SHARD))
      .orderBy(schema.classes.id);
    const sample = classes.filter((_, index) => index % 90 === 0).map((row) => row.id);
    const activities = await testDb()
      .select({ id: schema.activities.id })
      .from(schema.activities)
      .where(eq(schema.activities.taskGroupId, taskGroupId));
    for (const activity of activities) {
      const recomputed = await recomputeClassProgress(
        testDb(),
        { taskGroupId, activityId: activity.id },
        inArray(schema.classes.id, sample),
      );
      const kept = await testDb()
        .select()
        .from(schema.classProgress)
        .where(inArray(schema.classProgress.classId, sample));
      for (const classId of sample) {
        const row = kept.find((k) => k.classId === classId && k.activityId === activity.id);
        const tally = recomputed.get(classId);
        expect({ classId, activityId: activity.id, ...row }).toMatchObject({
          participants: (tally?.done ?? 0) + (tally?.waived ?? 0) + (tally?.inProgress ?? 0) + (tally?.notStarted ?? 0),
          done: tally?.done,
          waived: tally?.waived,
          inProgress: tally?.inProgress,
          notTakingPart: tally?.notTakingPart,
          timeSpentSeconds: tally?.timeSpentSeconds,
        });
      }
    }
  });

  it("reads a class's students by key: no table of students or pairs is scanned whole", async () => {
    const scans = await callScans('pv_class');
    expect(seqScansOf(scans, STUDENT_TABLES)).toEqual([]);
    expect(indexesOf(scans)).toEqual(
      expect.arrayContaining([
        'users_class_idx',
        'task_states_user_id_activity_id_pk',
        'answers_user_activity_idx',
        'answer_drafts_user_id_activity_id_pk',
        'adaptive_attempts_user_activity_no',
        'scenario_attempts_user_activity_idx',
      ]),
    );
  });

  it("sums a school's class counters by the class key, reading no task state or answer", async () => {
    const scans = await callScans('pv_school');
    expect(relationsOf(scans)).toContain('class_progress');
    expect(relationsOf(scans).filter((table) => PAIR_TABLES.includes(table))).toEqual([]);
    expect(seqScansOf(scans, STUDENT_TABLES)).toEqual([]);
    expect(indexesOf(scans)).toEqual(
      expect.arrayContaining(['classes_school_idx', 'class_progress_class_id_activity_id_pk']),
    );
  });

  it.each(['pv_district', 'pv_province'])(
    '%s: sums the class counters, reading no task state or answer',
    async (reader) => {
      const scans = await callScans(reader);
      expect(relationsOf(scans)).toContain('class_progress');
      expect(relationsOf(scans).filter((table) => PAIR_TABLES.includes(table))).toEqual([]);
      expect(seqScansOf(scans, ['users'])).toEqual([]);
    },
  );
});

/** The scans of the area report (value-added against the default baseline) and the key indicators at the reader's root. */
async function reportScans(reader: string): Promise<Scan[]> {
  const scope = await scopeOf(reader);
  return [
    ...(await scansOf((db) => unitReport(db, scope, { taskGroupId }, 'zh-CN'))),
    ...(await scansOf((db) => keyIndicators(db, scope, { taskGroupId }, 'zh-CN'))),
  ];
}

const scansOfTable = (scans: Scan[], table: string) => scans.filter((scan) => scan.relation === table);
const PAIRS_KEY = 'report_class_pairs_pk';

describe('reports at 50 000 students', () => {
  it("has the district's report add up the class sums by the district index, value-added by the pairs' key", async () => {
    const scope = await scopeOf('pv_district');
    const report = await unitReport(testDb(), scope, { taskGroupId }, 'zh-CN');
    // The baseline is found and paired: the pairs' plan below is the one that runs.
    expect(report.head.baseline).not.toBeNull();
    expect(report.overall.valueAdded?.paired).toBeGreaterThan(1000);

    const scans = await reportScans('pv_district');
    expect(indexesOf(scans)).toEqual(expect.arrayContaining(['report_class_scores_district_idx', PAIRS_KEY]));
    expect(seqScansOf(scans, ['report_class_scores', 'report_class_pairs', ...STUDENT_TABLES])).toEqual([]);
    expect(relationsOf(scans)).not.toContain('report_student_scores');
  });

  it("has a school's report add up its class sums by the school index and compare with its district's", async () => {
    const scans = await reportScans('pv_school');
    expect(indexesOf(scans)).toEqual(
      expect.arrayContaining(['report_class_scores_school_idx', 'report_class_scores_district_idx', PAIRS_KEY]),
    );
    expect(seqScansOf(scans, ['report_class_scores', 'report_class_pairs', ...STUDENT_TABLES])).toEqual([]);
    expect(relationsOf(scans)).not.toContain('report_student_scores');
  });

  it("has the province's report read class sums and pairs only, never a student's row", async () => {
    const scans = await reportScans('pv_province');
    expect(relationsOf(scans)).toEqual(expect.arrayContaining(['report_class_scores', 'report_class_pairs']));
    expect(relationsOf(scans)).not.toContain('report_student_scores');
    // The counters of every class are read whole (the students included), as progress's province does.
    expect(seqScansOf(scans, ['users'])).toEqual([]);
  });

  it("reads a class's students and a student's own scores by key", async () => {
    const scope = await scopeOf('pv_class');
    const classId = scope.classIds?.[0] ?? 0;
    const classScans = await scansOf((db) => classReport(db, scope, { taskGroupId, classId }, 'zh-CN'));
    expect(indexesOf(scansOfTable(classScans, 'report_student_scores'))).toEqual(
      expect.arrayContaining(['report_student_scores_class_idx']),
    );
    expect(indexesOf(classScans)).toEqual(expect.arrayContaining(['users_class_idx', PAIRS_KEY]));
    expect(seqScansOf(classScans, ['report_student_scores', 'report_class_pairs', ...STUDENT_TABLES])).toEqual([]);

    // The student reads their report once it is published for the district.
    const [student] = await testDb()
      .select({ id: schema.users.id, schoolId: schema.users.schoolId })
      .from(schema.users)
      .where(and(eq(schema.users.classId, classId), eq(schema.users.userType, 1)))
      .orderBy(schema.users.id)
      .limit(1);
    const [school] = await testDb()
      .select({ districtId: schema.schools.districtId })
      .from(schema.schools)
      .where(eq(schema.schools.id, student?.schoolId ?? 0));
    await testDb()
      .insert(schema.reportPublications)
      .values({
        taskGroupId,
        scope: 'region',
        scopeId: school?.districtId ?? 0,
        publishedAt: new Date(),
        provinceShardId: SHARD,
      });
    const session = {
      sessionId: 'plan-shape',
      userId: student?.id ?? 0,
      roleId: RoleCode.student,
      actorUserId: null,
      provinceShardId: SHARD,
    };
    const studentScans = await scansOf(async (db) =>
      studentReport(db, await familyReaderOf(db, session), { taskGroupId }, 'zh-CN', new Date()),
    );
    expect(relationsOf(studentScans)).toContain('report_student_scores');
    expect(seqScansOf(studentScans, ['report_student_scores', 'report_class_scores', ...STUDENT_TABLES])).toEqual([]);
  });
});
