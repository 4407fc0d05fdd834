import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStore } from './local-disk.js';
import type { FileStore } from './types.js';

let root: string;
let store: FileStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pingjia-store-'));
  store = createLocalDiskStore(path.join(root, 'files'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the local-disk file store', () => {
  it('keeps bytes under a key until removed', async () => {
    await store.put('2026/11/abc.txt', Readable.from(['hello ', 'store']));
    expect(await store.exists('2026/11/abc.txt')).toBe(true);
    expect(await text(await store.get('2026/11/abc.txt'))).toBe('hello store');
    await store.remove('2026/11/abc.txt');
    expect(await store.exists('2026/11/abc.txt')).toBe(false);
    await expect(store.get('2026/11/abc.txt')).rejects.toThrow();
  });

  it.each([
    '../escape.txt',
    '2026/../../escape.txt',
    '/etc/passwd',
    '.hidden',
    '2026//a.txt',
    'a\\b.txt',
    'UPPER.txt',
    '',
  ])('refuses the unsafe key %j', async (key) => {
    await expect(store.put(key, Readable.from(['x']))).rejects.toThrow(/unsafe/);
    expect(await store.exists(key)).toBe(false);
  });

  it('leaves nothing behind when the source fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('2026/11/broken.png', failing)).rejects.toThrow('client went away');
    expect(await readdir(path.join(root, 'files', '2026', '11'))).toEqual([]);
  });
});
