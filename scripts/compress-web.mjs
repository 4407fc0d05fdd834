#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the web build, once at build
// time, so the server sends them as they are (@fastify/static's preCompressed) and compresses nothing per
// request. `node scripts/compress-web.mjs [folder]`, web/dist by default; web's build runs it after Vite.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const TEXT_EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
/** Below this a reply fits a packet or two anyway, and the compressed copy saves next to nothing. */
export const MIN_BYTES = 1024;

async function* textFilesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* textFilesUnder(file);
    else if (entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name))) yield file;
  }
}

/**
 * Brotli has no header and Node's gzip header names no file and carries a zero mtime, so the same input
 * always gives the same bytes: a rebuild of unchanged sources writes identical files.
 */
function compress(input) {
  return Promise.all([
    brotli(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
    gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
}

/** Writes a copy only when it is smaller than the file: the server then sends the file itself. */
async function writeIfSmaller(file, input, compressed) {
  if (compressed.length >= input.length) return null;
  await writeFile(file, compressed);
  return compressed.length;
}

/**
 * Compresses every text file of at least MIN_BYTES under the folder, in parallel on libuv's threads.
 * Answers each file's size and its copies' sizes (null where a copy would not be smaller).
 */
export async function compressTree(folder) {
  const jobs = [];
  for await (const file of textFilesUnder(folder)) {
    jobs.push(
      (async () => {
        const input = await readFile(file);
        if (input.length < MIN_BYTES) return null;
        const [br, gz] = await compress(input);
        return {
          file: path.relative(folder, file),
          bytes: input.length,
          br: await writeIfSmaller(`${file}.br`, input, br),
          gz: await writeIfSmaller(`${file}.gz`, input, gz),
        };
      })(),
    );
  }
  return (await Promise.all(jobs)).filter((result) => result !== null);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../web/dist', import.meta.url)));
  const results = await compressTree(folder);
  const kb = (sum) => `${Math.round(sum / 1024)} KB`;
  const total = (pick) => kb(results.reduce((sum, result) => sum + (pick(result) ?? result.bytes), 0));
  console.log(
    `compressed ${results.length} files in ${path.relative(process.cwd(), folder) || '.'}: ` +
      `${total((result) => result.bytes)} → ${total((result) => result.br)} brotli, ${total((result) => result.gz)} gzip`,
  );
}
