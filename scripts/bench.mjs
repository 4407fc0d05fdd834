#!/usr/bin/env node
// `npm run bench`: load figures for Pingjia's hot calls on the embedded PostgreSQL and on the
// service PostgreSQL, each beside a bare Fastify route measured in the same run, as ratios.
// Figures only: nothing here passes or fails on speed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { load, recreateDatabase, signIn, startProcess } from './bench/lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SERVICE_PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_PASSWORD = 'Pingjia@2026';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const rows = [];
const options = { seconds: SECONDS, connections: CONNECTIONS };

const bare = await startProcess('scripts/bench/bare-server.mjs', {}, { health: false });
const bareResult = await load(`${bare.baseUrl}/bare`, options);
await bare.stop();
rows.push({ target: 'bare Fastify', call: 'GET /bare', ...bareResult });

async function benchPingjia(label, env) {
  const server = await startProcess('server/dist/main.js', env);
  try {
    const token = await signIn(server.baseUrl, 'student01', DEMO_PASSWORD);
    for (const path of ['/wj/api/login/getInfo', '/wj/api/sys/date']) {
      const result = await load(`${server.baseUrl}${path}`, { ...options, headers: { satoken: token } });
      rows.push({ target: label, call: `GET ${path}`, ...result });
    }
  } finally {
    await server.stop();
  }
}

const embeddedDir = '.test-data/bench-embedded';
rmSync(embeddedDir, { recursive: true, force: true });
await benchPingjia('embedded PG 18', { DATA_DIR: embeddedDir, DATABASE_URL: '' });
rmSync(embeddedDir, { recursive: true, force: true });

try {
  const url = await recreateDatabase(SERVICE_PG, 'pingjia_bench');
  await benchPingjia('service PG', { DATABASE_URL: url, DATA_DIR: '.test-data/bench-service' });
} catch (error) {
  console.log(`service PostgreSQL skipped: ${error instanceof Error ? error.message : error}`);
}

console.log(`\n${SECONDS}s per load, ${CONNECTIONS} connections, loopback, one load process per run\n`);
console.log('target           call                           req/s     p99 ms   non-2xx  req/s vs bare  p99 vs bare');
for (const row of rows) {
  const ratio = (row.reqPerSec / bareResult.reqPerSec).toFixed(2);
  const p99Ratio = (row.p99 / Math.max(bareResult.p99, 1)).toFixed(2);
  console.log(
    `${row.target.padEnd(16)} ${row.call.padEnd(30)} ${row.reqPerSec.toFixed(0).padStart(7)} ${String(row.p99).padStart(9)} ${String(row.non2xx).padStart(8)} ${ratio.padStart(14)} ${p99Ratio.padStart(12)}`,
  );
}
