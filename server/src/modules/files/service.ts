import { ErrorCode } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import type { FileStore } from '../../platform/file-store/types.js';
import type { Session } from '../../platform/sessions/types.js';
import { canReadFile, staffMayReadFile, type FileReader } from './policy.js';
import { fileRefusal } from './messages.js';
import { findFileById, findFileByName, findFilesByNames, findFilesInSet, type FileRow } from './repository.js';
import { storeFile } from './store-file.js';
import { zipOf } from './zip.js';

/** Reports are stored as files of this set; getReportFile serves only those. */
export const REPORT_SET = 'report';
export const ZIP_MIME = 'application/zip';

/** Missing and not-yours read the same, so a guessed name tells nothing. */
const notFound = () => fileRefusal(ErrorCode.NotFound, 'fileNotFound');

async function readable(ctx: AppContext, reader: FileReader, file: FileRow | undefined): Promise<FileRow> {
  if (file && (canReadFile(reader, file) || (await staffMayReadFile(ctx.db, reader, file)))) return file;
  throw notFound();
}

export async function readableFile(ctx: AppContext, reader: FileReader, fileName: string): Promise<FileRow> {
  return readable(ctx, reader, await findFileByName(ctx.db, fileName));
}

export async function readableReportFile(ctx: AppContext, reader: FileReader, fileName: string): Promise<FileRow> {
  const file = await findFileByName(ctx.db, fileName);
  return readable(ctx, reader, file?.setName === REPORT_SET ? file : undefined);
}

export async function readableResource(ctx: AppContext, reader: FileReader, key: { id?: number; fileName?: string }) {
  const file =
    key.id !== undefined ? await findFileById(ctx.db, key.id) : await findFileByName(ctx.db, key.fileName ?? '');
  // Both given: they must name the same file.
  return readable(ctx, reader, key.fileName !== undefined && file?.fileName !== key.fileName ? undefined : file);
}

export async function readableZip(ctx: AppContext, reader: FileReader, fileName: string): Promise<FileRow> {
  const file = await findFileByName(ctx.db, fileName);
  return readable(ctx, reader, file?.mime === ZIP_MIME ? file : undefined);
}

/** The newest file of the set with that stored or uploaded name that the reader may read. */
export async function readableFileInSet(
  ctx: AppContext,
  reader: FileReader,
  setName: string,
  name: string,
): Promise<FileRow> {
  const candidates = await findFilesInSet(ctx.db, setName, name);
  return readable(
    ctx,
    reader,
    candidates.find((file) => canReadFile(reader, file)),
  );
}

/** Every named file, in the order asked; one missing or unreadable name refuses the whole batch. */
export async function readableFiles(
  ctx: AppContext,
  reader: FileReader,
  fileNames: readonly string[],
): Promise<FileRow[]> {
  const rows = await findFilesByNames(ctx.db, fileNames);
  const byName = new Map(rows.map((row) => [row.fileName, row]));
  return Promise.all([...new Set(fileNames)].map((name) => readable(ctx, reader, byName.get(name))));
}

function zipFileName(requested: string | undefined): string {
  const base = (requested ?? '').replace(/[/\\]/g, '_').trim() || 'files';
  return /\.zip$/i.test(base) ? base : `${base}.zip`;
}

/** Zips files the caller may read into a new private file of theirs. */
export async function putZipFile(
  ctx: AppContext,
  store: FileStore,
  session: Session,
  request: { fileNames: string[]; zipName?: string | undefined },
  ip: string,
): Promise<FileRow> {
  const sources = await readableFiles(ctx, session, request.fileNames);
  return storeFile(
    ctx,
    store,
    { content: zipOf(store, sources), originalName: zipFileName(request.zipName), mime: ZIP_MIME, ext: 'zip' },
    { session, ip, action: 'file.putZip' },
  );
}
