import { and, asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import {
  activities,
  answerDrafts,
  answers,
  classProgress,
  dimensionScores,
  reportStudentScores,
  taskGroups,
  taskStates,
} from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb } from '../../test/harness.js';
import { createStudent, TEST_PASSWORD, TEST_SHARD } from '../../test/factories.js';
import { studentWithAdaptiveTest } from '../adaptive/test-factories.js';
import { studentWithActivity, submitKey } from '../evaluation/test-factories.js';
import { as, reset, schoolAdminOf } from '../recovery/test-support.js';
import { emptyTally, type Tally } from './counts.js';
import { OPERATIONS, seededRandom } from './test-counter-operations.js';
import { buildWorld, type World } from './test-counter-world.js';
import { sumCounters } from './counters.js';
import { recomputeClassProgress } from './recompute.js';
import { takesGroup } from './repository.js';

/*
 * "One source of truth": the class counters the database keeps (migration 0011) against the
 * from-scratch recomputation (recompute.ts), after every step of a seeded random series of the
 * product's own operations. PROGRESS_SEED replays another series; a failure names its seed.
 */

interface AdaptivePage {
  item: { itemId: number; options: { id: string }[] } | null;
}

const SEED = Number(process.env.PROGRESS_SEED ?? 20_260_512);

let world: World;
beforeAll(async () => {
  world = await buildWorld(await buildTestApp());
}, 120_000);

/** Every class's counters and recomputed tally for one group (one activity, or all), keyed by class. */
async function bothSides(taskGroupId: number, activityId: number | undefined) {
  const db = testDb();
  const query = { taskGroupId, activityId };
  // The counters of every class (stale rows of a class off the plan would show), the reference for the plan's classes.
  const kept = await sumCounters(db, query, undefined, 'class');
  const recomputed = await recomputeClassProgress(db, query, takesGroup(db, taskGroupId));
  const counters: Record<string, Tally> = {};
  const reference: Record<string, Tally> = {};
  for (const unit of kept) {
    const key = `class ${unit.place.class?.id}`;
    counters[key] = unit.tally;
    reference[key] = recomputed.get(unit.place.class?.id ?? 0) ?? emptyTally();
  }
  return { counters, reference };
}

/** The student's report rows (migration 0015), as `db` sees them. */
async function reportRowsOf(db: Executor, userId: number) {
  return db.select().from(reportStudentScores).where(eq(reportStudentScores.userId, userId));
}

async function expectCountersAgree(context: string) {
  const groups = await testDb().select({ id: taskGroups.id }).from(taskGroups).orderBy(asc(taskGroups.id));
  for (const group of groups) {
    const ids = await testDb()
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.taskGroupId, group.id))
      .orderBy(asc(activities.id));
    for (const activityId of [undefined, ...ids.map((row) => row.id)]) {
      const { counters, reference } = await bothSides(group.id, activityId);
      expect(counters, `${context}; group ${group.id}, activity ${activityId ?? 'all'}`).toEqual(reference);
    }
  }
}

/** Rows whose class's grade plan does not hold their activity's group: there must be none. */
async function strayRows(): Promise<number> {
  const result = await testDb().execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM ${classProgress} cp
    WHERE NOT EXISTS (SELECT 1 FROM progress_held_pairs(ARRAY[cp.class_id], ARRAY[cp.activity_id]))`);
  return result.rows[0]?.n ?? -1;
}

describe('class progress counters', () => {
  it('agree with the recomputation after every step of a random series of the product’s operations', async () => {
    const random = seededRandom(SEED);
    const steps = random.shuffle(
      Object.entries(OPERATIONS).flatMap(([name, operation]) => Array<string>(operation.times).fill(name)),
    );
    const accepted = new Set<string>();
    const log: string[] = [];
    await expectCountersAgree(`seed ${SEED}, before any step`);
    for (const [index, name] of steps.entries()) {
      const ok = await OPERATIONS[name]?.run(world, random);
      if (ok) accepted.add(name);
      log.push(`${name}${ok ? '' : ' (refused)'}`);
      await expectCountersAgree(`seed ${SEED}, step ${index + 1}: ${log.slice(-5).join(' → ')}`);
    }
    expect(await strayRows()).toBe(0);
    // Every operation changed something at least once, so the series proves each of them.
    expect([...accepted].sort(), `seed ${SEED}`).toEqual(Object.keys(OPERATIONS).sort());
  }, 300_000);

  it('count an adaptive test handed in and then reset as not started: the kept attempt is history', async () => {
    const s = await studentWithAdaptiveTest();
    const student = authed(world.t.app, await signIn(world.t.app, s.student.loginName, TEST_PASSWORD));
    const admin = await as(world.t, (await schoolAdminOf(s.student.schoolId)).loginName);
    const query = { activityId: String(s.activityId), taskGroupId: String(s.group.id) };
    const open = () => student.get(api.evaluation.getAdaptiveEvaluationAnswerLastPageInfo.path, query);
    const standing = async () => {
      const { counters, reference } = await bothSides(s.group.id, s.activityId);
      expect(counters).toEqual(reference);
      return counters[`class ${s.student.classId}`];
    };

    await open();
    expect(await standing()).toMatchObject({ inProgress: 1, notStarted: 0 });
    let page = body<AdaptivePage>(await open()).data;
    while (page.item) {
      const answer = { ...query, itemId: String(page.item.itemId), optionId: page.item.options[0]?.id ?? 'A' };
      page = body<AdaptivePage>(
        await student.get(api.evaluation.getAdaptiveEvaluationAnswerNextPageInfo.path, answer),
      ).data;
    }
    const handIn = { taskGroupId: s.group.id, activityId: s.activityId, submitKey: submitKey(), useTime: 90 };
    expect(body(await student.post(api.evaluation.subAdaptiveEvaluationGroupAnswer.path, handIn)).success).toBe(true);
    expect(await standing()).toMatchObject({ done: 1, timeSpentSeconds: 90 });

    expect((await reset(admin, s.student, s.activityId)).statusCode).toBe(200);
    expect(await standing()).toMatchObject({ done: 0, inProgress: 0, notStarted: 1, timeSpentSeconds: 0 });
    // A second attempt started, then reset: only the attempt goes (the task state was already open).
    await open();
    expect(await standing()).toMatchObject({ inProgress: 1, notStarted: 0 });
    expect((await reset(admin, s.student, s.activityId)).statusCode).toBe(200);
    expect(await standing()).toMatchObject({ inProgress: 0, notStarted: 1 });
  });

  it('stay right when a whole class hands in at once: concurrent refreshes of one class queue up', async () => {
    const s = await studentWithActivity();
    const classmates = [s.student];
    for (let seat = 1; seat < 24; seat += 1) classmates.push(await createStudent({ classId: s.student.classId ?? 0 }));
    const clients = await Promise.all(
      classmates.map(async (mate) => authed(world.t.app, await signIn(world.t.app, mate.loginName, TEST_PASSWORD))),
    );
    const replies = await Promise.all(
      clients.map((client) =>
        client.post(api.evaluation.subEvaluationGroupAnswer.path, {
          taskGroupId: s.group.id,
          activityId: s.activityId,
          submitKey: submitKey(),
          answers: { [String(s.choice.id)]: s.bestOption },
          useTime: 30,
        }),
      ),
    );
    expect(replies.map((reply) => body(reply).success)).toEqual(clients.map(() => true));
    const { counters, reference } = await bothSides(s.group.id, s.activityId);
    expect(counters).toEqual(reference);
    expect(counters[`class ${s.student.classId}`]).toMatchObject({ done: 24, timeSpentSeconds: 24 * 30 });
  });

  it('count a transaction’s changes when it commits, after a savepoint rolled back the first', async () => {
    const s = await studentWithActivity();
    const classId = s.student.classId ?? 0;
    const classmate = await createStudent({ classId });
    const key = { activityId: s.activityId, taskGroupId: s.group.id, provinceShardId: TEST_SHARD };
    const keptFigures = async (db: Executor) =>
      (
        await db
          .select()
          .from(classProgress)
          .where(and(eq(classProgress.classId, classId), eq(classProgress.activityId, s.activityId)))
      )[0];
    const before = await keptFigures(testDb());

    await testDb().transaction(async (tx) => {
      // The first change, noted and then rolled back with its savepoint: what follows is still counted.
      await tx
        .transaction(async (savepoint) => {
          await savepoint.insert(answerDrafts).values({ ...key, userId: classmate.id, answers: {}, useTime: 15 });
          savepoint.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      await tx.insert(taskStates).values({ ...key, userId: s.student.id, userTaskState: 1, respondTimes: 1 });
      await tx.insert(answers).values({
        ...key,
        userId: s.student.id,
        submitKey: submitKey(),
        kind: 'submit',
        answers: {},
        result: {},
        useTime: 40,
        submittedAt: new Date(),
      });
      const scored = { ...key, userId: s.student.id, score: 80, level: 3, updatedAt: new Date() };
      await tx.insert(dimensionScores).values([
        { ...scored, dimensionId: '1', parentDimensionId: null },
        { ...scored, dimensionId: '10', parentDimensionId: '1' },
      ]);
      // Until the commit, the counters and the report rows show the figures from before.
      expect(await keptFigures(tx)).toEqual(before);
      expect(await reportRowsOf(tx, s.student.id)).toEqual([]);
    });

    const { counters, reference } = await bothSides(s.group.id, s.activityId);
    expect(counters).toEqual(reference);
    expect(counters[`class ${classId}`]).toMatchObject({ done: 1, inProgress: 0, timeSpentSeconds: 40 });
    expect((await reportRowsOf(testDb(), s.student.id)).map((row) => row.dimensionId).sort()).toEqual([
      '1',
      '10',
      'overall',
    ]);
  });

  it('are rebuilt from nothing to the same figures (the migration’s backfill, and what follows a TRUNCATE)', async () => {
    const before = await testDb()
      .select()
      .from(classProgress)
      .orderBy(asc(classProgress.classId), asc(classProgress.activityId));
    await testDb().execute(sql`SELECT progress_rebuild()`);
    const after = await testDb()
      .select()
      .from(classProgress)
      .orderBy(asc(classProgress.classId), asc(classProgress.activityId));
    expect(after).toEqual(before);
    expect(after.length).toBeGreaterThan(0);

    // A TRUNCATE changes no row one by one, so its trigger rebuilds every counter.
    await testDb().execute(sql`TRUNCATE answer_drafts`);
    await expectCountersAgree('after TRUNCATE answer_drafts');
  });
});
