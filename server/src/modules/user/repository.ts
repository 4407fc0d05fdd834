import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { schoolYears, users } from '../../db/schema/index.js';

type UserChange = Partial<
  Pick<
    typeof users.$inferInsert,
    'passwordHash' | 'passwordIsInitial' | 'showLoginPrompt' | 'avatar' | 'loginName' | 'phone'
  >
>;

export async function updateUser(tx: Executor, userId: number, change: UserChange, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function isLoginNameTaken(tx: Executor, loginName: string, exceptUserId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.loginName, loginName), ne(users.id, exceptUserId)));
  return row !== undefined;
}

export async function currentSchoolYear(tx: Executor, schoolId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ schoolYear: schoolYears.schoolYear })
    .from(schoolYears)
    .where(and(eq(schoolYears.schoolId, schoolId), eq(schoolYears.isCurrent, true)));
  return row?.schoolYear;
}
