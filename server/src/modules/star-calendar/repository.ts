import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { starActivityRecords } from '../../db/schema/index.js';

export type StarRecordRow = typeof starActivityRecords.$inferSelect;

export interface RecordFilter {
  studentId: number;
  from: string;
  to: string;
  tabType?: number | undefined;
}

export async function findRecords(db: Executor, filter: RecordFilter): Promise<StarRecordRow[]> {
  return db
    .select()
    .from(starActivityRecords)
    .where(
      and(
        eq(starActivityRecords.studentId, filter.studentId),
        gte(starActivityRecords.recordDate, filter.from),
        lte(starActivityRecords.recordDate, filter.to),
        filter.tabType === undefined ? undefined : eq(starActivityRecords.tabType, filter.tabType),
      ),
    )
    .orderBy(asc(starActivityRecords.recordDate), asc(starActivityRecords.id));
}

export async function findRecordById(db: Executor, id: number): Promise<StarRecordRow | undefined> {
  const [row] = await db.select().from(starActivityRecords).where(eq(starActivityRecords.id, id));
  return row;
}

export async function deleteRecordById(db: Executor, id: number): Promise<void> {
  await db.delete(starActivityRecords).where(eq(starActivityRecords.id, id));
}

/** Stars ever earned, per student. */
export async function totalStarsOf(db: Executor, studentIds: number[]): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: starActivityRecords.studentId,
      total: sql<number>`coalesce(sum(${starActivityRecords.stars}), 0)::int`,
    })
    .from(starActivityRecords)
    .where(inArray(starActivityRecords.studentId, studentIds))
    .groupBy(starActivityRecords.studentId);
  return new Map(rows.map((row) => [row.studentId, row.total]));
}
