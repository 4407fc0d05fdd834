import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { testDb } from '../../test/harness.js';
import { completionRates } from '../assessment/service.js';
import { loadScope } from '../scope/scope.js';
import { recomputeClassProgress } from './recompute.js';
import { progressTable } from './service.js';

/*
 * Plan shapes at scale (issue 12): on 50 000 students made by the province bench's own
 * generator (scripts/bench/province.sql), the queries progressDetail and queryCompletionRate
 * run use their indexes, as EXPLAIN tells after ANALYZE. A class's students are read by key
 * (the student, then each of their pairs); a school, district or province sums the class
 * counters and never reads the task states or answers.
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
  loggedDb = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => logged.push({ query, params }) } });
  const [group] = await testDb().select().from(schema.taskGroups).where(eq(schema.taskGroups.provinceShardId, SHARD));
  taskGroupId = group?.id ?? 0;
}, 180_000);

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
