import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, RoleCode, type ClassReport } from '@pingjia/contract';
import { reportClassScores, users } from '../../db/schema/index.js';
import { buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { createClass, createSchool, createStudent, createTeacher } from '../../test/factories.js';
import { ensureAwardDefinitions } from '../awards/definitions.js';
import { addToPlan, createActivity } from '../evaluation/test-factories.js';
import { as, reset, submitBest } from '../recovery/test-support.js';
import { clientOf, dataOf, type Client } from './test-support.js';
import { createReportGroup, reportWorld, storeScores } from './test-world.js';

// Reports follow the answers: a late answer and a reset change them in their own transaction,
// and the report says when it last changed.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureAwardDefinitions(testDb());
});

/** A class of five students with scores and a sixth without, in a report with an answerable activity. */
async function classWithLateStudent() {
  const school = await createSchool();
  const place = await createClass({ schoolId: school.id, gradeLevel: 5 });
  const group = await createReportGroup('期末评价', '2026', '1', 3);
  await addToPlan(place.gradeId, [group.id]);
  const activity = await createActivity(group.id);
  const students: Awaited<ReturnType<typeof createStudent>>[] = [];
  for (let index = 0; index < 6; index += 1) students.push(await createStudent({ classId: place.id }));
  const values = [60, 65, 70, 75, 80];
  await storeScores(values.map((v, index) => ({ userId: students[index]?.id ?? 0, activity: group.activity, v })));
  const admin = await createTeacher({
    schoolId: school.id,
    roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: school.id }],
  });
  return { school, place, group, activity, students, values, admin: await clientOf(t, admin) };
}

/** Moves the class sums' time a day back, as if the report had last changed yesterday. */
async function ageReport(taskGroupId: number) {
  await testDb()
    .update(reportClassScores)
    .set({ updatedAt: sql`${reportClassScores.updatedAt} - interval '1 day'` })
    .where(eq(reportClassScores.taskGroupId, taskGroupId));
}

const classReportOf = (client: Client, taskGroupId: number, classId: number): Promise<ClassReport> =>
  dataOf(client, api.report.getClassesReportByEachina, { taskGroupId, classId });

const round1 = (value: number) => Math.round(value * 10) / 10;

describe('a report after a late answer and a reset', () => {
  it('takes a late answer in and lets a reset take it out again, each time saying when it changed', async () => {
    const c = await classWithLateStudent();
    await ageReport(c.group.id);
    const late = c.students[5];
    if (!late) throw new Error('no sixth student');
    const before = await classReportOf(c.admin, c.group.id, c.place.id);
    expect(before.head.students.taken).toBe(5);
    expect(before.students.find((student) => student.studentId === late.id)).toMatchObject({
      taken: false,
      overall: null,
    });

    const student = await as(t, late.loginName);
    expect(
      (
        await submitBest(student, {
          group: c.group,
          activityId: c.activity.activityId,
          choice: c.activity.choice,
          bestOption: c.activity.bestOption,
        })
      ).success,
    ).toBe(true);
    const answered = await classReportOf(c.admin, c.group.id, c.place.id);
    const mark = answered.students.find((student) => student.studentId === late.id);
    expect(mark?.taken).toBe(true);
    expect(mark?.overall).toEqual(expect.any(Number));
    expect(answered.head.students.taken).toBe(6);
    expect(answered.overall.figure.mean).toBe(round1((c.values.reduce((a, b) => a + b, 0) + (mark?.overall ?? 0)) / 6));
    expect(answered.head.lastChangedAt && before.head.lastChangedAt).toBeTruthy();
    expect(String(answered.head.lastChangedAt) > String(before.head.lastChangedAt)).toBe(true);

    await ageReport(c.group.id);
    const aged = await classReportOf(c.admin, c.group.id, c.place.id);
    expect((await reset(c.admin, late, c.activity.activityId)).json<{ success: boolean }>().success).toBe(true);
    const afterReset = await classReportOf(c.admin, c.group.id, c.place.id);
    expect(afterReset.students.find((student) => student.studentId === late.id)).toMatchObject({
      taken: false,
      overall: null,
      level: null,
    });
    expect(afterReset.overall.figure).toEqual(before.overall.figure);
    expect(String(afterReset.head.lastChangedAt) > String(aged.head.lastChangedAt)).toBe(true);
  });

  it('keeps a score in the class the student answered in after they move', async () => {
    const c = await classWithLateStudent();
    const moved = c.students[0];
    const elsewhere = await createClass({ schoolId: c.school.id, gradeLevel: 5, name: '9班' });
    const before = await classReportOf(c.admin, c.group.id, c.place.id);
    await testDb()
      .update(users)
      .set({ classId: elsewhere.id })
      .where(eq(users.id, moved?.id ?? 0));
    const after = await classReportOf(c.admin, c.group.id, c.place.id);
    expect(after.overall).toEqual(before.overall);
    // Listed where they answered, with their score; not in the class they joined since.
    expect(after.students.find((student) => student.studentId === moved?.id)).toMatchObject({
      taken: true,
      overall: 60,
    });
    const joined = await classReportOf(c.admin, c.group.id, elsewhere.id);
    expect(joined.overall.figure.students).toBe(0);
  });
});

describe('the class sums kept by the database', () => {
  it("equal a recount from the students' rows after one statement stored scores of two reports", async () => {
    // reportWorld stores the autumn and spring scores of every class in one statement.
    const w = await reportWorld();
    const recount = await testDb().execute<{ mismatches: number }>(sql`
      WITH recount AS (
        SELECT task_group_id, class_id, dimension_id, count(*)::int AS students, sum(score::float8) AS score_sum
        FROM report_student_scores WHERE task_group_id IN (${w.autumn.id}, ${w.spring.id})
        GROUP BY task_group_id, class_id, dimension_id
      )
      SELECT count(*)::int AS mismatches FROM recount r
      FULL JOIN (SELECT * FROM report_class_scores WHERE task_group_id IN (${w.autumn.id}, ${w.spring.id})) c
        USING (task_group_id, class_id, dimension_id)
      WHERE c.students IS DISTINCT FROM r.students OR abs(c.score_sum - r.score_sum) > 1e-9 OR r.students IS NULL`);
    expect(recount.rows[0]?.mismatches).toBe(0);
    const [classes] = await testDb()
      .select({ n: sql<number>`count(DISTINCT (${reportClassScores.taskGroupId}, ${reportClassScores.classId}))::int` })
      .from(reportClassScores)
      .where(sql`${reportClassScores.taskGroupId} IN (${w.autumn.id}, ${w.spring.id})`);
    // Autumn: A1, A2, B1, C1; spring: those and B8.
    expect(classes?.n).toBe(9);
  });
});
