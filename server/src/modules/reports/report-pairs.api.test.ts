import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@pingjia/contract';
import { dimensionScores, reportClassPairs, users } from '../../db/schema/index.js';
import { buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { clientOf, dataOf } from './test-support.js';
import { reportWorld, storeScores, type ReportWorld } from './test-world.js';

// Value-added reads the class pairs the database keeps (migration 0019): they must equal a
// recount from the students' rows whatever changed, on either side of a pair.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** Pairs of the world's reports that differ from a recount of report_student_scores (none when kept right). */
async function mismatches(w: ReportWorld): Promise<number> {
  const groups = sql`(${w.autumn.id}, ${w.spring.id})`;
  const result = await testDb().execute<{ n: number }>(sql`
    WITH recount AS (
      SELECT a.task_group_id, a.class_id, b.task_group_id AS base_task_group_id, a.dimension_id,
        count(*)::int AS paired, sum(b.score::float8) AS before_sum, sum(a.score::float8) AS after_sum,
        sum(b.score::float8 * b.score) AS before_square_sum, sum(b.score::float8 * a.score) AS product_sum
      FROM report_student_scores a
      JOIN report_student_scores b
        ON b.user_id = a.user_id AND b.dimension_id = a.dimension_id AND b.task_group_id <> a.task_group_id
      WHERE a.parent_dimension_id IS NULL AND a.task_group_id IN ${groups} AND b.task_group_id IN ${groups}
      GROUP BY 1, 2, 3, 4
    )
    SELECT count(*)::int AS n FROM recount r
    FULL JOIN (SELECT * FROM report_class_pairs WHERE task_group_id IN ${groups}) p
      USING (task_group_id, class_id, base_task_group_id, dimension_id)
    WHERE r.paired IS NULL OR p.paired IS DISTINCT FROM r.paired
      OR abs(p.before_sum - r.before_sum) > 1e-6 OR abs(p.after_sum - r.after_sum) > 1e-6
      OR abs(p.before_square_sum - r.before_square_sum) > 1e-6 OR abs(p.product_sum - r.product_sum) > 1e-6`);
  return result.rows[0]?.n ?? -1;
}

/** The overall pair of a class in a report against a baseline. */
async function overallPair(taskGroupId: number, classId: number, baseTaskGroupId: number) {
  const [row] = await testDb()
    .select()
    .from(reportClassPairs)
    .where(
      and(
        eq(reportClassPairs.taskGroupId, taskGroupId),
        eq(reportClassPairs.classId, classId),
        eq(reportClassPairs.baseTaskGroupId, baseTaskGroupId),
        eq(reportClassPairs.dimensionId, 'overall'),
      ),
    );
  return row && { paired: row.paired, before: row.beforeSum, after: row.afterSum };
}

describe('the value-added pairs kept by the database', () => {
  // One world per database (its login names are fixed), so one test goes through the changes.
  it("equal a recount from the students' rows, both ways round, through a baseline taken out and a late answer after a move", async () => {
    const w = await reportWorld();
    expect(await mismatches(w)).toBe(0);
    // 七年级 1班: five students in both reports (autumn 50-70, spring 60-80), one in spring only.
    expect(await overallPair(w.spring.id, w.a1.id, w.autumn.id)).toEqual({ paired: 5, before: 300, after: 350 });
    expect(await overallPair(w.autumn.id, w.a1.id, w.spring.id)).toEqual({ paired: 5, before: 350, after: 300 });
    // 八年级 1班 took spring only: nothing to pair.
    expect(await overallPair(w.spring.id, w.b8.id, w.autumn.id)).toBeUndefined();

    const [first, , , , , springOnly] = w.students.a1;
    if (!first || !springOnly) throw new Error('no students');
    // 周小伟's autumn score (50; spring 60) is taken out.
    await testDb()
      .delete(dimensionScores)
      .where(and(eq(dimensionScores.userId, first.id), eq(dimensionScores.taskGroupId, w.autumn.id)));
    // 陈小明 answered spring in 1班 (75); having moved to 2班, he answers autumn late (65).
    await testDb().update(users).set({ classId: w.a2.id }).where(eq(users.id, springOnly.id));
    await storeScores([{ userId: springOnly.id, activity: w.autumn.activity, v: 65 }]);

    expect(await mismatches(w)).toBe(0);
    // Counted in spring where he answered spring, and in autumn where he answered autumn.
    expect(await overallPair(w.spring.id, w.a1.id, w.autumn.id)).toEqual({
      paired: 5,
      before: 300 - 50 + 65,
      after: 350 - 60 + 75,
    });
    expect(await overallPair(w.autumn.id, w.a2.id, w.spring.id)).toMatchObject({ paired: 6 });

    // What the head teacher sees: 1班's value-added on the five paired now.
    const headTeacher = await clientOf(t, w.people.headTeacher);
    const report = await dataOf(headTeacher, api.report.getClassesReportByEachina, {
      taskGroupId: w.spring.id,
      classId: w.a1.id,
    });
    expect(report.overall.valueAdded).toMatchObject({ paired: 5, before: 63, after: 73, change: 10 });
  });
});
