import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { AssistantAudience } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import {
  classes,
  grades,
  parentStudent,
  reportAssistantExchanges,
  reportAssistantSessions,
  reportClassScores,
  reportStudentScores,
  schools,
  users,
} from '../../db/schema/index.js';

/** Where a report's scores were made: the district and grade pick the switch, the school and class the comparison. */
export interface Placement {
  classId: number | null;
  schoolId: number | null;
  districtId: number | null;
  gradeLevel: number | null;
}

const placementColumns = (table: typeof reportStudentScores | typeof reportClassScores) => ({
  schoolId: table.schoolId,
  districtId: table.districtId,
  gradeLevel: grades.gradeLevel,
});

/** Where the student was when they answered the report's activities; undefined: no score in it. */
export async function findStudentPlacement(
  db: Executor,
  taskGroupId: number,
  studentId: number,
): Promise<Placement | undefined> {
  const [row] = await db
    .select({ classId: reportStudentScores.classId, ...placementColumns(reportStudentScores) })
    .from(reportStudentScores)
    .leftJoin(grades, eq(grades.id, reportStudentScores.gradeId))
    .where(
      and(
        eq(reportStudentScores.taskGroupId, taskGroupId),
        eq(reportStudentScores.userId, studentId),
        eq(reportStudentScores.dimensionId, 'overall'),
      ),
    );
  return row;
}

/** The class's place in the report; undefined: none of its students has a score in it. */
export async function findClassPlacement(
  db: Executor,
  taskGroupId: number,
  classId: number,
): Promise<Placement | undefined> {
  const [row] = await db
    .select({ classId: reportClassScores.classId, ...placementColumns(reportClassScores) })
    .from(reportClassScores)
    .leftJoin(grades, eq(grades.id, reportClassScores.gradeId))
    .where(
      and(
        eq(reportClassScores.taskGroupId, taskGroupId),
        eq(reportClassScores.classId, classId),
        eq(reportClassScores.dimensionId, 'overall'),
      ),
    );
  return row;
}

export async function findClass(db: Executor, classId: number) {
  const [row] = await db
    .select({ id: classes.id, schoolId: classes.schoolId })
    .from(classes)
    .where(eq(classes.id, classId));
  return row;
}

/**
 * The switch for an audience and grade in a district: the district's own, else that of the
 * nearest area above with one; undefined when none is set anywhere on the way up.
 */
export async function findSwitch(
  db: Executor,
  districtId: number,
  audience: AssistantAudience,
  gradeLevel: number,
): Promise<boolean | undefined> {
  const result = await db.execute<{ enabled: boolean }>(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS depth FROM regions WHERE id = ${districtId}
      UNION ALL SELECT r.id, r.parent_id, up.depth + 1 FROM regions r JOIN up ON r.id = up.parent_id
    )
    SELECT s.enabled FROM up
    JOIN report_assistant_settings s
      ON s.region_id = up.id AND s.audience = ${audience} AND s.grade_level = ${gradeLevel}
    ORDER BY up.depth LIMIT 1`);
  return result.rows[0]?.enabled;
}

export interface ScoreRow {
  dimensionId: string;
  parentDimensionId: string | null;
  score: number;
}

export async function findStudentScores(db: Executor, taskGroupId: number, studentId: number): Promise<ScoreRow[]> {
  return db
    .select({
      dimensionId: reportStudentScores.dimensionId,
      parentDimensionId: reportStudentScores.parentDimensionId,
      score: reportStudentScores.score,
    })
    .from(reportStudentScores)
    .where(and(eq(reportStudentScores.taskGroupId, taskGroupId), eq(reportStudentScores.userId, studentId)));
}

export interface SumRow {
  dimensionId: string;
  parentDimensionId: string | null;
  students: number;
  scoreSum: number;
  levels: [number, number, number, number];
}

/** A class's sums per dimension, or a school's (all its classes added up). */
export async function findSums(
  db: Executor,
  taskGroupId: number,
  unit: { classId: number } | { schoolId: number },
): Promise<SumRow[]> {
  const t = reportClassScores;
  const rows = await db
    .select({
      dimensionId: t.dimensionId,
      parentDimensionId: sql<string | null>`min(${t.parentDimensionId})`,
      students: sql<number>`sum(${t.students})::int`,
      scoreSum: sql<number>`sum(${t.scoreSum})::float8`,
      level1: sql<number>`sum(${t.level1})::int`,
      level2: sql<number>`sum(${t.level2})::int`,
      level3: sql<number>`sum(${t.level3})::int`,
      level4: sql<number>`sum(${t.level4})::int`,
    })
    .from(t)
    .where(
      and(
        eq(t.taskGroupId, taskGroupId),
        'classId' in unit ? eq(t.classId, unit.classId) : eq(t.schoolId, unit.schoolId),
      ),
    )
    .groupBy(t.dimensionId);
  return rows.map(({ level1, level2, level3, level4, ...rest }) => ({
    ...rest,
    levels: [level1, level2, level3, level4],
  }));
}

/**
 * The names and accounts the server knows around a report, to take out of questions: the
 * students of the class (in the report and now), the given student and their parents, the
 * caller, and the school's name.
 */
export async function findKnownTerms(
  db: Executor,
  around: { taskGroupId: number; classId: number | null; schoolId: number | null; userIds: number[] },
): Promise<string[]> {
  const inClass =
    around.classId === null
      ? []
      : [
          eq(users.classId, around.classId),
          inArray(
            users.id,
            db
              .selectDistinct({ id: reportStudentScores.userId })
              .from(reportStudentScores)
              .where(
                and(
                  eq(reportStudentScores.taskGroupId, around.taskGroupId),
                  eq(reportStudentScores.classId, around.classId),
                ),
              ),
          ),
        ];
  const parents = db
    .select({ id: parentStudent.parentId })
    .from(parentStudent)
    .where(inArray(parentStudent.studentId, around.userIds.length > 0 ? around.userIds : [0]));
  const people = await db
    .select({ userName: users.userName, loginName: users.loginName, phone: users.phone })
    .from(users)
    .where(
      or(inArray(users.id, around.userIds.length > 0 ? around.userIds : [0]), inArray(users.id, parents), ...inClass),
    );
  const [school] =
    around.schoolId === null
      ? []
      : await db.select({ name: schools.organizationName }).from(schools).where(eq(schools.id, around.schoolId));
  return [
    ...people.flatMap((person) => [person.userName, person.loginName, ...(person.phone ? [person.phone] : [])]),
    ...(school ? [school.name] : []),
  ];
}

export type NewSession = typeof reportAssistantSessions.$inferInsert;
export type SessionRow = typeof reportAssistantSessions.$inferSelect;

export async function insertSession(db: Executor, session: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(reportAssistantSessions).values(session).returning();
  if (!row) throw new Error('report assistant session not stored');
  return row;
}

/** A conversation of exactly this caller: the same user, role, and parent acting (or none). */
export async function findOwnSession(
  db: Executor,
  id: string,
  owner: { userId: number; roleId: number; actorUserId: number | null },
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(reportAssistantSessions)
    .where(
      and(
        eq(reportAssistantSessions.id, id),
        eq(reportAssistantSessions.userId, owner.userId),
        eq(reportAssistantSessions.roleId, owner.roleId),
        owner.actorUserId === null
          ? sql`${reportAssistantSessions.actorUserId} IS NULL`
          : eq(reportAssistantSessions.actorUserId, owner.actorUserId),
      ),
    );
  return row;
}

export async function insertExchange(db: Executor, exchange: typeof reportAssistantExchanges.$inferInsert) {
  const [row] = await db.insert(reportAssistantExchanges).values(exchange).returning();
  if (!row) throw new Error('report assistant exchange not stored');
  return row;
}

export async function finishExchange(
  db: Executor,
  id: string,
  result: { outcome: 'answered' | 'cancelled' | 'failed'; answer: string; finishedAt: Date },
): Promise<void> {
  await db.update(reportAssistantExchanges).set(result).where(eq(reportAssistantExchanges.id, id));
}

/** Deletes the exchanges, and the conversations, older than `cutoff`. */
export async function deleteOlderThan(db: Executor, cutoff: Date): Promise<void> {
  await db.delete(reportAssistantExchanges).where(lt(reportAssistantExchanges.createdAt, cutoff));
  await db.delete(reportAssistantSessions).where(lt(reportAssistantSessions.createdAt, cutoff));
}
