import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeKey, type FileStore } from './types.js';

/** Resolves a key inside the root, refusing anything that could point elsewhere. */
function pathFor(root: string, key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe file store key: ${JSON.stringify(key)}`);
  const resolved = path.resolve(root, ...key.split('/'));
  if (!resolved.startsWith(root + path.sep)) throw new Error(`file store key escapes the root: ${key}`);
  return resolved;
}

/**
 * The default store: one file per key under `root` (DATA_DIR/files). Writes go to a
 * temporary name beside the target and are renamed into place, so a reader never sees
 * half a file and a failed upload leaves nothing.
 */
/** Where a deployment keeps its files: `files` under its data folder (shared by all its servers). */
export function dataDirFileStore(dataDir: string): FileStore {
  return createLocalDiskStore(path.join(dataDir, 'files'));
}

export function createLocalDiskStore(rootDir: string): FileStore {
  const root = path.resolve(rootDir);
  return {
    async put(key, content: Readable) {
      const target = pathFor(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = pathFor(root, key);
      await access(target);
      return createReadStream(target);
    },
    async remove(key) {
      await rm(pathFor(root, key), { force: true });
    },
    async exists(key) {
      try {
        await access(pathFor(root, key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
