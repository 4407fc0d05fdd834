#!/usr/bin/env node
// `npm audit --omit=dev` judged by scripts/audit/policy.mjs against scripts/audit/allowlist.json.
// When the registry offers no audit service (this machine's mirror answers 405), it says so
// loudly; AUDIT_REQUIRED=1 turns that into a failure where the service must exist.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { judge } from './policy.mjs';

const allowlist = JSON.parse(readFileSync(new URL('./allowlist.json', import.meta.url), 'utf8'));
const today = new Date().toISOString().slice(0, 10);
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = { error: { summary: run.stderr.trim().split('\n').at(-1) } };
}
if (report.error || !report.vulnerabilities) {
  const why = report.error?.summary || report.message || 'no report';
  console.warn(`⚠ dependency audit not run: the registry's audit service is unreachable (${why})`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const { failures, stale } = judge(report, allowlist, today);
for (const id of stale) console.warn(`⚠ allowlist entry ${id} matches no current advisory: remove it`);
if (failures.length > 0) {
  console.error(`✖ dependency audit:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`✔ dependency audit: no unallowed high or critical advisory (${JSON.stringify(counts)})`);
