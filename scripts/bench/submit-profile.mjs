// `npm run bench -- --submit-profile`: where a burst of hand-ins spends its CPU. The 200-student
// load's burst (BENCH_STUDENTS of one class hand in the same questionnaire at once, every second
// one twice), repeated with fresh students: each burst's latencies and the CPU of the server's
// event loop, its other threads and the database backends per hand-in; then, for the last burst,
// the database's own time per hand-in by statement (top level, and run inside them by triggers)
// and by trigger function, from pg_stat_statements and pg_stat_user_functions. What keeping the
// live counters costs shows there: the hand-in's queue rows (in its own statement since migration
// 0028, which keeps the answer tables' counter triggers from firing for it) and the class's refresh.
// Figures only.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  callApi,
  cloneStudents,
  liftDailyLimit,
  openQuestionnaire,
  recreateDatabase,
  sleep,
  startProcess,
  threadCpu,
} from './lib.mjs';
import { signInAll, submitLoad } from './students.mjs';
import { abbreviate, watchBackends } from './submit-cost.mjs';

/** The first burst warms the server's kept statements and content, and the database's caches. */
const BURSTS = 4;
/** Function statistics reach the views when an idle backend reports them, up to 10 s after its last transaction. */
const STATS_FLUSH_MS = 11_000;

async function burst(server, client, prefix, students) {
  const created = await cloneStudents(client, { count: students, prefix });
  const tokens = await signInAll(server.baseUrl, created);
  // Each student's home once first, as before a lesson, so the server holds what a hand-in reads.
  for (const token of tokens) await callApi(server.baseUrl, token, 'POST', '/wj/api/index/queryHomePage', {});
  const target = await openQuestionnaire(server.baseUrl, tokens[0]);
  await client.query('SELECT pg_stat_statements_reset(), pg_stat_reset()');
  const cpuBefore = threadCpu(server.pid);
  const stopWatching = watchBackends(client);
  const started = performance.now();
  const result = await submitLoad(server.baseUrl, tokens, target);
  const wall = performance.now() - started;
  const backends = await stopWatching();
  const cpuAfter = threadCpu(server.pid);
  const perHandIn = (seconds) => (seconds * 1000) / Math.max(1, result.accepted);
  return {
    ...result,
    wall,
    cpu: {
      loop: perHandIn(cpuAfter.main - cpuBefore.main),
      threads: perHandIn(cpuAfter.others - cpuBefore.others),
      database: perHandIn(backends.cpuSeconds),
    },
  };
}

/** The database's time in the burst just run, per hand-in, by statement and by trigger function. */
async function databaseTime(client, handIns) {
  await sleep(STATS_FLUSH_MS);
  const statements = await client.query(
    `SELECT toplevel, calls, total_exec_time AS ms, query FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT ILIKE '%pg\\_stat%'
     ORDER BY total_exec_time DESC`,
  );
  const functions = await client.query(
    `SELECT funcname AS name, calls, total_time AS total, self_time AS self FROM pg_stat_user_functions
     WHERE calls > 0 ORDER BY self_time DESC LIMIT 8`,
  );
  const per = (ms) => ms / handIns;
  return {
    topLevel: statements.rows.filter((row) => row.toplevel).map((row) => ({ ...row, ms: per(row.ms) })),
    nested: statements.rows.filter((row) => !row.toplevel).map((row) => ({ ...row, ms: per(row.ms) })),
    functions: functions.rows.map((row) => ({ ...row, total: per(row.total), self: per(row.self) })),
  };
}

async function bursts(server, client, { label, students }) {
  const runs = [];
  for (let i = 0; i < BURSTS; i += 1) runs.push(await burst(server, client, `${label}${i}x`, students));
  return { runs, database: await databaseTime(client, runs.at(-1).accepted) };
}

export async function runSubmitProfileBench(startEmbeddedPostgres, { students }) {
  const scratch = path.resolve('.test-data', `submit-profile-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(scratch, 'pg'),
    persistent: false,
    settings: {
      shared_preload_libraries: 'pg_stat_statements',
      'pg_stat_statements.track': 'all',
      track_functions: 'all',
    },
  });
  try {
    const databaseUrl = await recreateDatabase(embedded.connectionString(), 'pingjia_submit_profile');
    const server = await startProcess('server/dist/main.js', {
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(scratch, 'files'),
      LOG_LEVEL: 'warn',
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await liftDailyLimit(client);
      printFigures({ students, live: await bursts(server, client, { label: 'live', students }) });
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await embedded.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const pad = (value, width) => String(value).padStart(width);

function printBursts(name, runs) {
  for (const [index, run] of runs.entries()) {
    const stored = run.accepted === run.requests - run.duplicatesAnsweredAsFirst ? '' : '  (accepted ≠ answered)';
    console.log(
      [
        `${name} ${index + 1}`.padEnd(24),
        pad(run.wall.toFixed(0), 7),
        pad(run.p10.toFixed(0), 6),
        pad(run.p50.toFixed(0), 6),
        pad(run.p99.toFixed(0), 6),
        pad(run.cpu.loop.toFixed(2), 11),
        pad(run.cpu.threads.toFixed(2), 8),
        pad(run.cpu.database.toFixed(2), 6),
        pad((run.cpu.loop + run.cpu.threads + run.cpu.database).toFixed(2), 7),
      ].join(' ') + stored,
    );
  }
}

function printStatements(title, rows, limit) {
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`\n${title}: ${total.toFixed(2)} ms a hand-in in all`);
  for (const row of rows.slice(0, limit)) {
    console.log(`${pad(row.ms.toFixed(3), 8)} ms ${pad(row.calls, 6)} calls  ${abbreviate(row.query).slice(0, 110)}`);
  }
}

function printFigures({ students, live }) {
  console.log(
    `\nHand-in bursts: ${students} students of one class hand in one questionnaire at once, every second one twice;` +
      ' embedded PostgreSQL, pg_stat_statements on. CPU ms per stored hand-in.\n',
  );
  console.log('burst                    wall ms    p10    p50    p99  CPU: loop  threads     db    all');
  printBursts('burst', live.runs);
  printStatements('Top-level statements of the last burst', live.database.topLevel, 12);
  printStatements('Statements run inside them (triggers, functions)', live.database.nested, 10);
  console.log('\nTrigger functions of the last burst (ms a hand-in, self / with what they call):');
  for (const row of live.database.functions) {
    console.log(
      `${pad(row.self.toFixed(3), 8)} / ${pad(row.total.toFixed(3), 6)} ms ${pad(row.calls, 6)} calls  ${row.name}`,
    );
  }
}
