import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

/** Where one API run's log goes: a folder per run, so runs side by side never read each other's lines. */
export function runLogDir(runId: number): string {
  return path.resolve('.test-data', 'api-run-logs', `run-${runId}`);
}

/** This process's file in the run's folder. */
export function runLogFile(dir: string): string {
  return path.join(dir, `${process.pid}.log`);
}

export interface RunLog {
  /** A pino destination: one JSON line at a time. */
  write(line: string): void;
  close(): Promise<void>;
}

/**
 * This process's share of the run's log, appended. The stream writes in the background and
 * gathers lines queued meanwhile into one write, so logging every request costs the tests little.
 */
export function openRunLog(dir: string): RunLog {
  const file = runLogFile(dir);
  let stream: fs.WriteStream | undefined = fs.createWriteStream(file, { flags: 'a' });
  return {
    write(line) {
      if (stream) stream.write(line);
      // A line logged after the file's apps closed (work that finishes late) is kept all the same.
      else fs.appendFileSync(file, line);
    },
    async close() {
      const closing = stream;
      stream = undefined;
      if (!closing) return;
      closing.end();
      await once(closing, 'close');
    },
  };
}
