import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@pingjia/contract';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { FileStore } from '../../platform/file-store/types.js';
import type { Session } from '../../platform/sessions/types.js';
import { insertFile, type FileRow } from './repository.js';

export interface NewStoredFile {
  content: Readable;
  originalName: string;
  mime: string;
  /** Extension of the generated name, chosen by the server from the sniffed or produced type. */
  ext: string;
  visibility?: 'private' | 'public';
  setName?: string | null;
}

export interface WriteContext {
  /** The owner is the session's user; the audit entry names the real actor when acting. */
  session: Pick<Session, 'userId' | 'actorUserId' | 'provinceShardId'>;
  ip: string | null;
  action: string;
}

/** `2026/11/<uuid>.png`: month folders in platform time keep directories small; nothing comes from the client. */
export function generateFileName(now: Date, ext: string): string {
  const local = new Date(now.getTime() + PLATFORM_UTC_OFFSET_MINUTES * 60_000);
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${local.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`;
}

/** Counts and hashes bytes as they pass, so neither needs a second read. */
function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Streams the content into the store and records its row and audit entry in one
 * transaction; if the row cannot be written the bytes are removed again. Other modules
 * (reports, exports) store the files they generate through this function.
 */
export async function storeFile(
  ctx: AppContext,
  store: FileStore,
  file: NewStoredFile,
  write: WriteContext,
): Promise<FileRow> {
  const now = ctx.clock();
  const fileName = generateFileName(now, file.ext);
  const meter = measuring();
  // A failing source destroys the meter with its error, so the store's write fails too instead of hanging.
  pipeline(file.content, meter.stream, () => undefined);
  await store.put(fileName, meter.stream);
  const { size, sha256 } = meter.result();
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertFile(tx, {
        fileName,
        originalName: file.originalName,
        mime: file.mime,
        size,
        sha256,
        ownerUserId: write.session.userId,
        provinceShardId: write.session.provinceShardId,
        visibility: file.visibility ?? 'private',
        setName: file.setName ?? null,
        createdAt: now,
      });
      await recordAudit(tx, {
        ...auditActor(write.session),
        action: write.action,
        entityType: 'file',
        entityId: row.id,
        before: null,
        after: { fileName, originalName: row.originalName, mime: row.mime, size, setName: row.setName },
        ip: write.ip,
        provinceShardId: row.provinceShardId,
        // Whose file it is: a student's upload belongs to their school's district.
        place: { userId: write.session.userId },
      });
      return row;
    });
  } catch (error) {
    await store.remove(fileName);
    throw error;
  }
}
