#!/usr/bin/env node
// `npm run bench`: load figures for Pingjia's hot paths on the embedded PostgreSQL (18) and on the
// service PostgreSQL (15), each beside a bare Fastify route measured in the same run, as ratios.
// Figures only: nothing here passes or fails on speed.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { load, recreateDatabase, signIn, startProcess } from './bench/lib.mjs';
import { benchStudents } from './bench/students.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const SERVICE_PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_PASSWORD = 'Pingjia@2026';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { startEmbeddedPostgres } = await import('../server/dist/db/embedded.js');

// The province-sized set (issue 12) is its own, longer run: its template is built once per schema version.
if (process.argv.includes('--province')) {
  const { runProvinceBench } = await import('./bench/province.mjs');
  await runProvinceBench(startEmbeddedPostgres);
  process.exit(0);
}

// A class's zip of report PDFs (issue 13) is its own run on the demo data.
if (process.argv.includes('--report-zip')) {
  const { runReportZipBench } = await import('./bench/report-zip.mjs');
  await runReportZipBench(startEmbeddedPostgres);
  process.exit(0);
}

const options = { seconds: SECONDS, connections: CONNECTIONS };
const loginRows = [];
const studentRows = [];
const extraRows = [];

const bare = await startProcess('scripts/bench/bare-server.mjs', {}, { health: false });
const bareResult = await load(`${bare.baseUrl}/bare`, options);
await bare.stop();

/** Optional scenarios other issues add: a module exporting `bench<Name>({ baseUrl, token })`. */
async function extraScenarios() {
  const found = [];
  if (existsSync('scripts/bench/admin.mjs')) {
    const { benchAdmin } = await import('./bench/admin.mjs');
    found.push({ name: 'admin import/export', run: benchAdmin, account: 'schooladmin01' });
  }
  if (existsSync('scripts/bench/programming.mjs')) {
    const { benchProgramming } = await import('./bench/programming.mjs');
    found.push({ name: 'twenty concurrent gradings', run: benchProgramming, account: 'student02' });
  }
  return found;
}

async function benchTarget(label, databaseUrl, dataDir) {
  const server = await startProcess('server/dist/main.js', {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  try {
    const token = await signIn(server.baseUrl, 'student01', DEMO_PASSWORD);
    for (const call of ['/wj/api/login/getInfo', '/wj/api/sys/date']) {
      const result = await load(`${server.baseUrl}${call}`, { ...options, headers: { satoken: token } });
      loginRows.push({ target: label, call: `GET ${call}`, ...result });
    }
    const students = await benchStudents({
      baseUrl: server.baseUrl,
      databaseUrl,
      students: STUDENTS,
      seconds: SECONDS,
    });
    studentRows.push({ target: label, ...students });
    for (const scenario of await extraScenarios()) {
      const scenarioToken = await signIn(server.baseUrl, scenario.account, DEMO_PASSWORD);
      extraRows.push({
        target: label,
        name: scenario.name,
        ...(await scenario.run({ baseUrl: server.baseUrl, token: scenarioToken })),
      });
    }
  } finally {
    await server.stop();
  }
}

const scratch = path.resolve('.test-data', `bench-${process.pid}`);
rmSync(scratch, { recursive: true, force: true });
const embedded = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), persistent: false });
try {
  const url = await recreateDatabase(embedded.connectionString(), 'pingjia_bench');
  await benchTarget('embedded PG 18', url, path.join(scratch, 'embedded-files'));
} finally {
  await embedded.stop();
}

try {
  const url = await recreateDatabase(SERVICE_PG, 'pingjia_bench');
  await benchTarget('service PG', url, path.join(scratch, 'service-files'));
} catch (error) {
  console.log(`service PostgreSQL skipped: ${error instanceof Error ? error.message : error}`);
}
rmSync(scratch, { recursive: true, force: true });

const pad = (value, width) => String(value).padStart(width);
console.log(`\n${SECONDS}s per load, ${CONNECTIONS} connections, loopback, the load from its own process\n`);
console.log('target           call                          req/s    p99 ms  non-2xx  req/s÷bare  p99÷bare');
console.log(
  `${'bare Fastify'.padEnd(16)} ${'GET /bare'.padEnd(28)} ${pad(bareResult.reqPerSec.toFixed(0), 7)} ${pad(bareResult.p99, 8)} ${pad(bareResult.non2xx, 8)} ${pad('1.00', 11)} ${pad('1.00', 9)}`,
);
for (const row of loginRows) {
  const ratio = (row.reqPerSec / bareResult.reqPerSec).toFixed(2);
  const p99Ratio = (row.p99 / Math.max(bareResult.p99, 1)).toFixed(2);
  console.log(
    `${row.target.padEnd(16)} ${row.call.padEnd(28)} ${pad(row.reqPerSec.toFixed(0), 7)} ${pad(row.p99, 8)} ${pad(row.non2xx, 8)} ${pad(ratio, 11)} ${pad(p99Ratio, 9)}`,
  );
}

console.log(
  `\n${STUDENTS} simulated students: the home page call for ${SECONDS}s, then one questionnaire submit each (every other one sent twice at once with the same key)\n`,
);
console.log(
  'target           home req/s  home p99 ms  submit p99 ms  accepted  stored  double sends answered once  home÷bare',
);
for (const row of studentRows) {
  const check = row.storedAnswers === row.submit.accepted ? 'equal' : 'MISMATCH';
  console.log(
    `${row.target.padEnd(16)} ${pad(row.home.reqPerSec.toFixed(0), 10)} ${pad(row.home.p99.toFixed(0), 12)} ${pad(row.submit.p99.toFixed(0), 14)} ${pad(row.submit.accepted, 9)} ${pad(row.storedAnswers, 7)} (${check}) ${pad(row.submit.duplicatesAnsweredAsFirst, 20)} ${pad((row.home.reqPerSec / bareResult.reqPerSec).toFixed(2), 10)}`,
  );
}

for (const row of extraRows) {
  const { target, name, ...figures } = row;
  console.log(`\n${name} (${target}): ${JSON.stringify(figures)}`);
}
