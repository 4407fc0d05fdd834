#!/usr/bin/env node
// `npm test`: format check, type-check, lint, unit and API tests, then the browser tests, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['format', 'npm', ['run', 'format:check']],
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['boundaries', 'node', ['scripts/boundaries/check.mjs']],
  ['dependency audit', 'node', ['scripts/audit/check.mjs']],
  ['contract tests with coverage', 'npx', ['vitest', 'run', '--project', 'contract', '--coverage']],
  [
    'server unit, web, web component and tooling tests',
    'npx',
    ['vitest', 'run', '--project', 'server-unit', '--project', 'web', '--project', 'web-dom', '--project', 'tooling'],
  ],
  ['server API tests', 'npx', ['vitest', 'run', '--project', 'server-api']],
  ['build and browser tests (page weights among them)', 'node', ['scripts/browser-tests.mjs']],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
