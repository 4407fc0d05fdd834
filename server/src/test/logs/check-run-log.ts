import fs from 'node:fs/promises';
import path from 'node:path';
import { maskedExcerpt, scanLogText } from './scan.js';

const SHOWN = 40;

/**
 * Reads every process's log of the API run; when a line carries an identity number, a phone
 * number, a token or a password, fails with where and what (masked), and keeps the folder to read.
 */
export async function checkRunLog(dir: string): Promise<void> {
  const names = (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith('.log')).sort();
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const name of names) {
    const text = await fs.readFile(path.join(dir, name), 'utf8');
    const lines = text.split('\n');
    for (const finding of scanLogText(text)) {
      counts.set(finding.pattern, (counts.get(finding.pattern) ?? 0) + 1);
      const where = `${path.join(dir, name)}:${finding.line}`;
      problems.push(
        `${where} ${finding.pattern} ${finding.masked}\n    ${maskedExcerpt(lines[finding.line - 1] ?? '')}`,
      );
    }
  }
  if (problems.length === 0) {
    await fs.rm(dir, { recursive: true, force: true });
    return;
  }
  const summary = [...counts].map(([pattern, count]) => `${count} × ${pattern}`).join(', ');
  const more = problems.length > SHOWN ? [`… and ${problems.length - SHOWN} more`] : [];
  throw new Error(
    [`The API tests' log carries what must never be logged (${summary}):`, ...problems.slice(0, SHOWN), ...more].join(
      '\n',
    ),
  );
}
