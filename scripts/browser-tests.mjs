#!/usr/bin/env node
// Builds the product, makes sure Debian's Chromium is there, then runs the Playwright browser tests.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
run('npm', ['run', 'build']);
// Page weights are sizes, not timings: over budget fails the run like any other test.
run('node', ['web/scripts/page-weight.mjs']);
run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
