#!/usr/bin/env node
// `npm test`: format check, type-check and lint, unit and API tests, then the browser tests, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';

const step = (name, command, args) => ({ name, command, args });

// A list is run side by side: tsc and ESLint each keep one core busy, so on CI's two cores the pair
// takes the time of the longer instead of the sum (about four minutes of a clean run).
const steps = [
  step('format', 'npm', ['run', 'format:check']),
  [step('type-check', 'npm', ['run', 'typecheck']), step('lint', 'npm', ['run', 'lint'])],
  step('boundaries', 'node', ['scripts/boundaries/check.mjs']),
  step('dependency audit', 'node', ['scripts/audit/check.mjs']),
  step('contract tests with coverage', 'npx', ['vitest', 'run', '--project', 'contract', '--coverage']),
  step('server unit, web, web component and tooling tests', 'npx', [
    'vitest',
    'run',
    '--project',
    'server-unit',
    '--project',
    'web',
    '--project',
    'web-dom',
    '--project',
    'tooling',
  ]),
  step('server API tests', 'npx', ['vitest', 'run', '--project', 'server-api']),
  step('build and browser tests (page weights among them)', 'node', ['scripts/browser-tests.mjs']),
];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

function finish(name, status, started) {
  if (status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds(started)}s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${seconds(started)}s)`);
}

function runAlone({ name, command, args }) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  finish(name, spawnSync(command, args, { stdio: 'inherit', env: process.env }).status, started);
}

/** Runs the steps at once, each one's output kept and printed whole when it ends, in the listed order. */
async function runTogether(group) {
  const started = Date.now();
  console.log(`\n▶ ${group.map(({ name }) => name).join(' and ')}, side by side`);
  const runs = group.map(
    ({ command, args }) =>
      new Promise((resolve) => {
        const output = [];
        const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => resolve({ status, output: Buffer.concat(output), ended: Date.now() }));
        child.on('error', (error) => resolve({ status: 1, output: Buffer.from(String(error)), ended: Date.now() }));
      }),
  );
  const results = await Promise.all(runs);
  group.forEach(({ name }, index) => {
    const { status, output, ended } = results[index];
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    const line = `${name} (${((ended - started) / 1000).toFixed(1)}s)`;
    if (status === 0) console.log(`✔ ${line}`);
    else console.error(`\n✖ ${line} failed`);
  });
  finish(group.map(({ name }) => name).join(' and '), results.find(({ status }) => status !== 0)?.status ?? 0, started);
}

for (const entry of steps) {
  if (Array.isArray(entry)) await runTogether(entry);
  else runAlone(entry);
}
