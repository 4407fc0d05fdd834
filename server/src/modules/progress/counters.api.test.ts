import { and, asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import {
  activities,
  answerDrafts,
  answers,
  CacheEpochKind,
  cacheEpochs,
  classProgress,
  dimensionScores,
  reportStudentScores,
  taskGroups,
  taskStates,
} from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb } from '../../test/harness.js';
import { createStudent, TEST_PASSWORD, TEST_SHARD } from '../../test/factories.js';
import { studentWithAdaptiveTest } from '../adaptive/test-factories.js';
import { createTaskGroup, studentWithActivity, submitKey } from '../evaluation/test-factories.js';
import {
  QUEUE_COUNTERS_SETTING,
  QUEUE_SWEEP_INTERVAL_MS,
  refreshQueuedCounters,
  refreshStaleCounters,
} from '../progress-live/counter-refresh.js';
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

describe('class progress counters of the answer path, refreshed just after the commit', () => {
  /** The (kind, student, subject) pairs queued under a class. */
  async function queuedUnder(classId: number) {
    const { rows } = await testDb().execute<{ kind: string; user_id: number; subject_id: number }>(
      sql`SELECT kind, user_id, subject_id FROM counter_refresh_queue WHERE class_id = ${classId} ORDER BY kind`,
    );
    return rows.map((row) => [row.kind, row.user_id, row.subject_id]);
  }

  /** A hand-in written straight to the tables by a transaction that asks for its counters to be queued. */
  async function queuedHandIn(s: Awaited<ReturnType<typeof studentWithActivity>>, useTime: number) {
    const key = {
      activityId: s.activityId,
      taskGroupId: s.group.id,
      provinceShardId: TEST_SHARD,
      userId: s.student.id,
    };
    await testDb().transaction(async (tx) => {
      await tx.execute(sql`SELECT ${QUEUE_COUNTERS_SETTING}`);
      await tx.insert(taskStates).values({ ...key, userTaskState: 1, respondTimes: 1 });
      await tx.insert(answers).values({
        ...key,
        submitKey: submitKey(),
        kind: 'submit',
        answers: {},
        result: {},
        useTime,
        submittedAt: new Date(),
      });
      const scored = { ...key, score: 80, level: 3, updatedAt: new Date() };
      await tx.insert(dimensionScores).values({ ...scored, dimensionId: '1', parentDimensionId: null });
    });
  }

  /** Keeps the class's queued pairs from the app's own sweep (it takes pairs queued 5 s ago) until `age` is called. */
  async function holdFromSweep(classId: number) {
    await testDb().execute(
      sql`UPDATE counter_refresh_queue SET queued_at = now() + interval '1 hour' WHERE class_id = ${classId}`,
    );
  }

  /** Makes the class's queued pairs `seconds` old. */
  async function age(classId: number, seconds: number) {
    await testDb().execute(
      sql`UPDATE counter_refresh_queue SET queued_at = now() - make_interval(secs => ${seconds}) WHERE class_id = ${classId}`,
    );
  }

  it('queue a transaction’s pairs under the class, counted when the class is refreshed, all by one refresh', async () => {
    const s = await studentWithActivity();
    const classId = s.student.classId ?? 0;
    const classmate = { ...s, student: await createStudent({ classId }) };
    const before = await bothSides(s.group.id, s.activityId);

    await queuedHandIn(s, 40);
    await holdFromSweep(classId);
    await queuedHandIn(classmate, 20);
    await holdFromSweep(classId);
    // Committed, not yet counted: the figures are those from before, the pairs wait under the class.
    expect(await bothSides(s.group.id, s.activityId).then((sides) => sides.counters)).toEqual(before.counters);
    expect(await reportRowsOf(testDb(), s.student.id)).toEqual([]);
    expect(await queuedUnder(classId)).toEqual(
      expect.arrayContaining([
        ['progress', s.student.id, s.activityId],
        ['progress', classmate.student.id, s.activityId],
        ['report', s.student.id, s.group.id],
        ['report', classmate.student.id, s.group.id],
      ]),
    );

    // One refresh takes both hand-ins; the next finds nothing left.
    expect(await refreshQueuedCounters(testDb(), [classId])).toBe(4);
    expect(await refreshQueuedCounters(testDb(), [classId])).toBe(0);
    const { counters, reference } = await bothSides(s.group.id, s.activityId);
    expect(counters).toEqual(reference);
    expect(counters[`class ${classId}`]).toMatchObject({ done: 2, timeSpentSeconds: 60 });
    expect((await reportRowsOf(testDb(), s.student.id)).map((row) => row.dimensionId).sort()).toEqual(['1', 'overall']);
    expect(await queuedUnder(classId)).toEqual([]);
  });

  it('are swept up when no server refreshed them: only pairs older than the sweep’s age', async () => {
    const s = await studentWithActivity();
    const classId = s.student.classId ?? 0;
    await queuedHandIn(s, 30);
    await holdFromSweep(classId);
    expect(await refreshStaleCounters(testDb(), 60_000)).toBe(0);
    expect(await queuedUnder(classId)).toHaveLength(2);
    // Old enough now (the app's own sweep may take them first: either way they are counted).
    await age(classId, 90);
    await refreshStaleCounters(testDb(), 60_000);
    expect(await queuedUnder(classId)).toEqual([]);
    const { counters, reference } = await bothSides(s.group.id, s.activityId);
    expect(counters).toEqual(reference);
    expect(counters[`class ${classId}`]).toMatchObject({ done: 1, timeSpentSeconds: 30 });
  });

  it('are swept up by the server itself within seconds when left queued', async () => {
    const s = await studentWithActivity();
    const classId = s.student.classId ?? 0;
    await queuedHandIn(s, 30);
    await age(classId, 10);
    // The app's own sweep (every QUEUE_SWEEP_INTERVAL_MS), nothing called by the test.
    await expect.poll(() => queuedUnder(classId), { timeout: 3 * QUEUE_SWEEP_INTERVAL_MS }).toEqual([]);
    const { counters, reference } = await bothSides(s.group.id, s.activityId);
    expect(counters).toEqual(reference);
    expect(counters[`class ${classId}`]).toMatchObject({ done: 1, timeSpentSeconds: 30 });
  });

  it('are counted at the commit when a student has no class to queue under', async () => {
    const s = await studentWithActivity();
    await testDb().execute(sql`UPDATE users SET class_id = NULL WHERE id = ${s.student.id}`);
    await queuedHandIn(s, 30);
    const { rows } = await testDb().execute(sql`SELECT 1 FROM counter_refresh_queue WHERE user_id = ${s.student.id}`);
    expect(rows).toEqual([]);
    expect((await reportRowsOf(testDb(), s.student.id)).map((row) => row.dimensionId).sort()).toEqual(['1', 'overall']);
  });

  /** Holds the class as a recount does (its refresh waits) until the returned function is called. */
  async function holdClass(classId: number): Promise<() => Promise<void>> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held!: () => void;
    const locked = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = testDb().transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM classes WHERE id = ${classId} FOR NO KEY UPDATE`);
      held();
      await released;
    });
    await locked;
    return async () => {
      release();
      await holder;
    };
  }

  /** Waits until the student's one answer has committed. */
  async function answerCommitted(userId: number): Promise<void> {
    await expect
      .poll(async () => (await testDb().select().from(answers).where(eq(answers.userId, userId))).length, {
        timeout: 20_000,
      })
      .toBe(1);
  }

  /** The student's cache epoch (what the servers' kept rows of them are compared against). */
  async function userEpoch(userId: number): Promise<number> {
    const [row] = await testDb()
      .select({ epoch: cacheEpochs.epoch })
      .from(cacheEpochs)
      .where(
        and(
          eq(cacheEpochs.provinceShardId, TEST_SHARD),
          eq(cacheEpochs.kind, CacheEpochKind.user),
          eq(cacheEpochs.subjectId, userId),
        ),
      );
    return Number(row?.epoch ?? 0);
  }

  /** The student's report rows, ordered, and the same rows recounted from their scores for `groupIds`. */
  async function reportRowsAndRecount(userId: number, groupIds: number[]) {
    const ordered = async () =>
      (await reportRowsOf(testDb(), userId)).sort((a, b) =>
        `${a.taskGroupId}/${a.dimensionId}`.localeCompare(`${b.taskGroupId}/${b.dimensionId}`),
      );
    const kept = await ordered();
    await testDb().execute(
      sql`SELECT report_refresh_students(${sql.param(groupIds.map(() => userId))}::integer[], ${sql.param(groupIds)}::integer[])`,
    );
    return { kept, recounted: await ordered() };
  }

  it("are queued by the hand-in itself, its tables' triggers silent: the report its scores left refreshed, the epoch raised once", async () => {
    const s = await studentWithActivity();
    const classId = s.student.classId ?? 0;
    // An earlier score of the activity kept in another report (the activity was in that group then).
    const earlier = await createTaskGroup();
    await testDb().insert(dimensionScores).values({
      userId: s.student.id,
      activityId: s.activityId,
      taskGroupId: earlier.id,
      dimensionId: '1',
      parentDimensionId: null,
      score: 40,
      level: 1,
      provinceShardId: TEST_SHARD,
      updatedAt: new Date(),
    });
    expect((await reportRowsOf(testDb(), s.student.id)).map((row) => row.taskGroupId)).toContain(earlier.id);
    const student = authed(world.t.app, await signIn(world.t.app, s.student.loginName, TEST_PASSWORD));
    const epochBefore = await userEpoch(s.student.id);
    const release = await holdClass(classId);
    const reply = student.post(api.evaluation.subEvaluationGroupAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      submitKey: submitKey(),
      answers: { [String(s.choice.id)]: s.bestOption },
      useTime: 25,
    });
    await answerCommitted(s.student.id);
    // Committed: its progress pair and both reports queued, the task state's creation, the answer,
    // the scores, the state and the award each leaving the epoch to the one raise.
    expect(await queuedUnder(classId)).toEqual(
      expect.arrayContaining([
        ['progress', s.student.id, s.activityId],
        ['report', s.student.id, s.group.id],
        ['report', s.student.id, earlier.id],
      ]),
    );
    expect(await queuedUnder(classId)).toHaveLength(3);
    expect(await userEpoch(s.student.id)).toBe(epochBefore + 1);
    await release();
    expect(body(await reply).success).toBe(true);

    expect(await queuedUnder(classId)).toEqual([]);
    const { counters, reference } = await bothSides(s.group.id, s.activityId);
    expect(counters).toEqual(reference);
    expect(counters[`class ${classId}`]).toMatchObject({ done: 1, timeSpentSeconds: 25 });
    const { kept, recounted } = await reportRowsAndRecount(s.student.id, [s.group.id, earlier.id]);
    expect(kept.map((row) => row.taskGroupId)).not.toContain(earlier.id);
    expect(kept.map((row) => row.taskGroupId)).toContain(s.group.id);
    expect(kept).toEqual(recounted);
  });

  it('are noted by the triggers and counted at the commit for a student without a class', async () => {
    const s = await studentWithActivity();
    await testDb().execute(sql`UPDATE users SET class_id = NULL WHERE id = ${s.student.id}`);
    const student = authed(world.t.app, await signIn(world.t.app, s.student.loginName, TEST_PASSWORD));
    const reply = await student.post(api.evaluation.subEvaluationGroupAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      submitKey: submitKey(),
      answers: { [String(s.choice.id)]: s.bestOption },
      useTime: 25,
    });
    expect(body(reply).success).toBe(true);
    const { rows } = await testDb().execute(sql`SELECT 1 FROM counter_refresh_queue WHERE user_id = ${s.student.id}`);
    expect(rows).toEqual([]);
    const { kept, recounted } = await reportRowsAndRecount(s.student.id, [s.group.id]);
    expect(kept.map((row) => row.taskGroupId)).toContain(s.group.id);
    expect(kept).toEqual(recounted);
  });

  it('let a hand-in commit while its class is being recounted, and reply once it is counted', async () => {
    const s = await studentWithActivity();
    const classId = s.student.classId ?? 0;
    const student = authed(world.t.app, await signIn(world.t.app, s.student.loginName, TEST_PASSWORD));
    // Another transaction holds the class as a recount does, until the hand-in has committed.
    const release = await holdClass(classId);
    let replied = false;
    const reply = student
      .post(api.evaluation.subEvaluationGroupAnswer.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        submitKey: submitKey(),
        answers: { [String(s.choice.id)]: s.bestOption },
        useTime: 30,
      })
      .then((response) => {
        replied = true;
        return response;
      });
    await answerCommitted(s.student.id);
    expect(replied).toBe(false);
    expect(await queuedUnder(classId)).toHaveLength(2);
    await release();
    expect(body(await reply).success).toBe(true);
    expect(await queuedUnder(classId)).toEqual([]);
    const { counters, reference } = await bothSides(s.group.id, s.activityId);
    expect(counters).toEqual(reference);
    expect(counters[`class ${classId}`]).toMatchObject({ done: 1, timeSpentSeconds: 30 });
  });
});
