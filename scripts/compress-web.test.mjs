import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressTree, MIN_BYTES } from './compress-web.mjs';

const scratch = path.resolve('.test-data', `compress-web-${process.pid}-${Date.now()}`);
const build = path.join(scratch, 'dist');

const script = 'export const rows = [' + Array.from({ length: 400 }, (_, i) => `{ id: ${i} }`).join(', ') + '];\n';
const files = {
  'assets/main-abc123.js': script,
  'assets/main-abc123.css': '.row { display: flex; }\n'.repeat(100),
  'sso/index.html': `<!doctype html><title>sso</title>${'<meta name="x" content="y" />'.repeat(60)}`,
  'index.html': '<!doctype html><title>small</title>',
  // Text by name, noise in content: no copy would be smaller.
  'notes.txt': randomBytes(4096),
  'artwork/photo.webp': Buffer.alloc(4096, 7),
};

let results;
beforeAll(async () => {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(build, name)), { recursive: true });
    await writeFile(path.join(build, name), content);
  }
  results = await compressTree(build);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function listed(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('compressing the web build', () => {
  it('writes a brotli and a gzip copy next to each text file of at least MIN_BYTES', async () => {
    const written = (await listed(build)).filter((file) => /\.(br|gz)$/.test(file));
    expect(written).toEqual([
      'assets/main-abc123.css.br',
      'assets/main-abc123.css.gz',
      'assets/main-abc123.js.br',
      'assets/main-abc123.js.gz',
      'sso/index.html.br',
      'sso/index.html.gz',
    ]);
    expect(files['index.html'].length).toBeLessThan(MIN_BYTES);
  });

  it('writes copies that decode to the file, each smaller than it', async () => {
    for (const name of ['assets/main-abc123.js', 'assets/main-abc123.css', 'sso/index.html']) {
      const input = await readFile(path.join(build, name));
      const br = await readFile(path.join(build, `${name}.br`));
      const gz = await readFile(path.join(build, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(input)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(input)).toBe(true);
      expect(br.length).toBeLessThan(input.length);
      expect(gz.length).toBeLessThan(input.length);
    }
  });

  it('answers the sizes, with null for a copy that would not be smaller', () => {
    const byFile = Object.fromEntries(results.map((result) => [result.file, result]));
    expect(Object.keys(byFile).sort()).toEqual([
      'assets/main-abc123.css',
      'assets/main-abc123.js',
      'notes.txt',
      'sso/index.html',
    ]);
    expect(byFile['notes.txt']).toEqual({ file: 'notes.txt', bytes: 4096, br: null, gz: null });
    expect(byFile['assets/main-abc123.js'].bytes).toBe(script.length);
    expect(byFile['assets/main-abc123.js'].br).toBeLessThan(byFile['assets/main-abc123.js'].gz);
  });

  it('writes the same bytes when run again on the same build', async () => {
    const again = path.join(scratch, 'again');
    await cp(build, again, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
    await compressTree(again);
    const names = await listed(build);
    expect(await listed(again)).toEqual(names);
    for (const name of names) {
      expect((await readFile(path.join(again, name))).equals(await readFile(path.join(build, name)))).toBe(true);
    }
    // The gzip header's modification time (bytes 4 to 7) is zero, not the time of the build.
    expect((await readFile(path.join(build, 'assets/main-abc123.js.gz'))).readUInt32LE(4)).toBe(0);
  });
});
