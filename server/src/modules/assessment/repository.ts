import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** The class of a student account of the shard; none for anyone else (the caller's scope is checked on the class). */
export async function findStudentClassId(
  db: Executor,
  studentId: number,
  provinceShardId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ classId: users.classId })
    .from(users)
    .where(
      and(
        eq(users.id, studentId),
        eq(users.userType, 1),
        eq(users.provinceShardId, provinceShardId),
        isNotNull(users.classId),
      ),
    );
  return row?.classId ?? undefined;
}
