import { Writable } from 'node:stream';

/** What a logged error said: its message and the first frames of its stack. */
function errorLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; stack?: string } };
    if (!entry.err) return entry.msg ?? line;
    const frames = (entry.err.stack ?? '')
      .split('\n')
      .slice(1)
      .filter((frame) => !frame.includes('node_modules') && !frame.includes('node:'))
      .slice(0, 3)
      .map((frame) => frame.trim());
    return [`${entry.msg ?? ''}: ${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}`, ...frames].join(' | ');
  } catch {
    return line;
  }
}

/**
 * The app's error log, kept in memory: a 5xx the fuzzer finds is reported with what the server
 * logged for it. Only errors are logged (the app is otherwise quiet in tests).
 */
export class ServerLog {
  private lines: string[] = [];

  readonly stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });

  /** The errors logged since the last call, one line each. */
  take(): string[] {
    const taken = this.lines.map(errorLine);
    this.lines = [];
    return taken;
  }
}
