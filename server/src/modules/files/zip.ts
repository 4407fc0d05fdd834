import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import archiver from 'archiver';
import type { FileStore } from '../../platform/file-store/types.js';
import type { FileRow } from './repository.js';

/** Entries are named as uploaded; repeated names get " (2)", " (3)" so nothing is overwritten on unzip. */
export function entryNames(originalNames: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return originalNames.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const ext = path.extname(name);
    return `${name.slice(0, name.length - ext.length)} (${count})${ext}`;
  });
}

/** The stored bytes, opened only when first read, so a long batch holds one file open at a time. */
function openedOnRead(store: FileStore, fileName: string): Readable {
  return Readable.from(
    (async function* () {
      yield* await store.get(fileName);
    })(),
  );
}

/** A zip of the files, produced as it is read (archiver takes entries in turn, so memory stays bounded). */
export function zipOf(store: FileStore, files: readonly FileRow[]): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const output = new PassThrough();
  archive.on('error', (error) => output.destroy(error));
  // A consumer that goes away (a closed download) stops the work.
  output.on('close', () => archive.abort());
  archive.pipe(output);
  const names = entryNames(files.map((file) => file.originalName));
  files.forEach((file, index) => {
    archive.append(openedOnRead(store, file.fileName), { name: names[index] ?? file.fileName, date: file.createdAt });
  });
  archive
    .finalize()
    .catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
