import { setTimeout as sleep } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pdfZip, type ZipEntry } from './pdf-zip.js';
import { bytesOf, zipEntries } from './test-support.js';

/** Entries whose content arrives slowly, recording how many are being drawn or read at once. */
function slowEntries(count: number, failAt?: number) {
  const seen = { drawn: [] as number[], mostAtOnce: 0 };
  let open = 0;
  const entries: ZipEntry[] = Array.from({ length: count }, (_, index) => ({
    name: `学生${index + 1}.pdf`,
    draw: () => {
      seen.drawn.push(index);
      if (index === failAt) return Promise.reject(new Error('drawing failed'));
      open += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, open);
      return Promise.resolve(
        Readable.from(
          (async function* () {
            for (let part = 0; part < 3; part += 1) {
              await sleep(2);
              yield Buffer.from(`entry ${index} part ${part};`);
            }
            open -= 1;
          })(),
        ),
      );
    },
  }));
  return { entries, seen };
}

describe('pdfZip', () => {
  it('draws each entry only once the one before it is in the zip, in order', async () => {
    const { entries, seen } = slowEntries(5);
    const read = zipEntries(await bytesOf(pdfZip(entries, new Date())));
    expect(read.map((entry) => entry.name)).toEqual(['学生1.pdf', '学生2.pdf', '学生3.pdf', '学生4.pdf', '学生5.pdf']);
    expect(read[3]?.bytes.toString()).toBe('entry 3 part 0;entry 3 part 1;entry 3 part 2;');
    expect(seen.mostAtOnce).toBe(1);
  });

  it('fails the zip when an entry cannot be drawn, and draws nothing after it', async () => {
    const { entries, seen } = slowEntries(5, 2);
    await expect(bytesOf(pdfZip(entries, new Date()))).rejects.toThrow('drawing failed');
    expect(seen.drawn).toEqual([0, 1, 2]);
  });

  it('stops drawing when its reader goes away', async () => {
    const { entries, seen } = slowEntries(5);
    const zip = pdfZip(entries, new Date());
    await new Promise<void>((resolve) => zip.once('data', () => resolve()));
    zip.destroy();
    await sleep(50);
    expect(seen.drawn.length).toBeLessThan(5);
  });
});
