import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { downloadTokens, files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
export type DownloadTokenRow = typeof downloadTokens.$inferSelect;

export async function insertFile(tx: Executor, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await tx.insert(files).values(row).returning();
  if (!inserted) throw new Error('insert into files returned no row');
  return inserted;
}

export async function findFileByName(tx: Executor, fileName: string): Promise<FileRow | undefined> {
  const [row] = await tx.select().from(files).where(eq(files.fileName, fileName));
  return row;
}

export async function findFileById(tx: Executor, id: number): Promise<FileRow | undefined> {
  const [row] = await tx.select().from(files).where(eq(files.id, id));
  return row;
}

export async function findFilesByNames(tx: Executor, fileNames: readonly string[]): Promise<FileRow[]> {
  if (fileNames.length === 0) return [];
  return tx
    .select()
    .from(files)
    .where(inArray(files.fileName, [...fileNames]));
}

/** Files of a set named either by their stored name or by the name they were uploaded with, newest first. */
export async function findFilesInSet(tx: Executor, setName: string, name: string): Promise<FileRow[]> {
  return tx
    .select()
    .from(files)
    .where(and(eq(files.setName, setName), or(eq(files.fileName, name), eq(files.originalName, name))))
    .orderBy(desc(files.id))
    .limit(20);
}

export async function insertDownloadToken(tx: Executor, row: typeof downloadTokens.$inferInsert): Promise<void> {
  await tx.insert(downloadTokens).values(row);
}

export async function findDownloadToken(tx: Executor, tokenHash: string): Promise<DownloadTokenRow | undefined> {
  const [row] = await tx.select().from(downloadTokens).where(eq(downloadTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used unless someone else just did; true when this call won. */
export async function claimDownloadToken(tx: Executor, id: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(downloadTokens)
    .set({ usedAt: now })
    .where(and(eq(downloadTokens.id, id), isNull(downloadTokens.usedAt)))
    .returning({ id: downloadTokens.id });
  return claimed.length === 1;
}

export async function deleteDownloadTokensExpiredBefore(tx: Executor, cutoff: Date): Promise<void> {
  await tx.delete(downloadTokens).where(lt(downloadTokens.expiresAt, cutoff));
}
