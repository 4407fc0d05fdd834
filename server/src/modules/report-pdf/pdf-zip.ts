import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';

export interface ZipEntry {
  name: string;
  /** Makes the entry's content; called only when the entry before it is in the zip. */
  draw: () => Promise<Readable>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The zip, produced as it is read. Archiver starts reading every stream appended to it at once, so
 * each PDF is drawn and appended only once the one before it is in the zip: one student's report
 * is in memory at a time, and a slow reader holds the drawing back.
 */
export function pdfZip(entries: readonly ZipEntry[], date: Date): Readable {
  // PDF streams are compressed already: deflating them again would cost time for a few per cent.
  const archive = archiver('zip', { store: true });
  const output = new PassThrough();
  const stop = new AbortController();
  archive.on('error', (error) => output.destroy(error));
  // A reader that goes away (a failed write) stops the work.
  output.on('close', () => {
    stop.abort();
    archive.abort();
  });
  archive.pipe(output);
  (async () => {
    for (const entry of entries) {
      const content = await entry.draw();
      const written = once(archive, 'entry', { signal: stop.signal });
      archive.append(content, { name: entry.name, date });
      await written;
    }
    await archive.finalize();
  })().catch((error: unknown) => output.destroy(asError(error)));
  return output;
}
