// `npm run bench -- --replica` (issue 14): report and statistics reads served by a streaming
// replica (DATABASE_READ_URL). The bench makes a PostgreSQL primary and a replica of it with
// `pg_basebackup -R` from the machine's PostgreSQL binaries (`pg_config --bindir`), run as the
// `postgres` user when started as root, each in a folder of its own with its own port, so the
// machine's own cluster (which takes no replication connections) is left alone. It starts the
// server on the pair and measures: the report calls' rate through the replica, beside the same
// calls on the primary alone; how long a write takes to show on the replica, idle and while
// pgbench writes on the primary; whether a report read right after a publish shows it. Where no
// replica can be made (no binaries, no `postgres` user), a read-only role on the service
// PostgreSQL stands in, and the bench says so. Figures only.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { api } from '../../packages/contract/dist/index.js';
import {
  callApi,
  freePort,
  load,
  percentile,
  recreateDatabase,
  signIn,
  sleep,
  startProcess,
  summarize,
} from './lib.mjs';

const execFileAsync = promisify(execFile);
const PASSWORD = 'Pingjia@2026';
const DATABASE = 'pingjia';
/** Writes probed for how soon the replica shows them, in each phase. */
const PROBES = 100;
/** Publish and withdraw rounds, each followed at once by a report read. */
const PUBLISH_ROUNDS = 20;
/** Report calls are heavy: fewer connections than the read calls of the main bench. */
const CONNECTIONS = 16;

const withDatabase = (url, database) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (PostgreSQL refuses root), else as ourselves. */
function postgresRunner(bindir) {
  const isRoot = process.getuid?.() === 0;
  return (program, args) =>
    isRoot
      ? execFileAsync('runuser', ['-u', 'postgres', '--', path.join(bindir, program), ...args], { cwd: '/' })
      : execFileAsync(path.join(bindir, program), args);
}

/**
 * A primary and a streaming replica of it (`pg_basebackup -R`) in a temporary folder, each on a
 * free port of 127.0.0.1, with a database for the server; `stop()` stops both and removes them.
 */
async function makeReplicaPair() {
  const { stdout } = await execFileAsync('pg_config', ['--bindir']);
  const bindir = stdout.trim();
  const run = postgresRunner(bindir);
  const root = mkdtempSync(path.join(os.tmpdir(), 'pingjia-replica-'));
  const started = [];
  const stop = async () => {
    for (const dir of started.reverse()) await run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']).catch(() => {});
    rmSync(root, { recursive: true, force: true });
  };
  try {
    if (process.getuid?.() === 0) {
      const ids = async (flag) => Number((await execFileAsync('id', [flag, 'postgres'])).stdout.trim());
      await execFileAsync('chown', [`${await ids('-u')}:${await ids('-g')}`, root]);
    }
    const primaryDir = path.join(root, 'primary');
    const replicaDir = path.join(root, 'replica');
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const serverOptions = (port) => `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
    await run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
    await run('pg_ctl', ['-D', primaryDir, '-l', `${primaryDir}.log`, '-w', '-o', serverOptions(primaryPort), 'start']);
    started.push(primaryDir);
    const primaryAdmin = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    await query(primaryAdmin, `CREATE DATABASE ${DATABASE}`);
    const basebackupStarted = performance.now();
    await run('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    const basebackupMs = performance.now() - basebackupStarted;
    await run('pg_ctl', ['-D', replicaDir, '-l', `${replicaDir}.log`, '-w', '-o', serverOptions(replicaPort), 'start']);
    started.push(replicaDir);
    await waitForStreaming(primaryAdmin);
    const version = (await query(primaryAdmin, 'SHOW server_version'))[0].server_version;
    return {
      kind: `a streaming replica (pg_basebackup -R in ${(basebackupMs / 1000).toFixed(1)}s) of a PostgreSQL ${version} primary the bench started`,
      primaryUrl: withDatabase(primaryAdmin, DATABASE),
      readUrl: `postgres://postgres@127.0.0.1:${replicaPort}/${DATABASE}`,
      isStandby: true,
      pgbench: path.join(bindir, 'pgbench'),
      primaryAdmin,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForStreaming(primaryAdmin, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await query(primaryAdmin, `SELECT state FROM pg_stat_replication`);
    if (rows.some((row) => row.state === 'streaming')) return;
    await sleep(100);
  }
  throw new Error('the replica did not start streaming');
}

/** The stand-in: a role that reads everything and whose every transaction is read-only, on a database of the service PostgreSQL. */
async function makeReadOnlyStandIn(serviceUrl) {
  const primaryUrl = await recreateDatabase(serviceUrl, 'pingjia_replica');
  const role = `pingjia_bench_reader_${process.pid}`;
  const password = `reader-${process.pid}`;
  await query(serviceUrl, `DROP ROLE IF EXISTS ${role}`);
  await query(serviceUrl, `CREATE ROLE ${role} LOGIN PASSWORD '${password}' IN ROLE pg_read_all_data`);
  await query(serviceUrl, `ALTER ROLE ${role} SET default_transaction_read_only = on`);
  const readUrl = new URL(primaryUrl);
  readUrl.username = role;
  readUrl.password = password;
  return {
    kind: 'a read-only role on the service PostgreSQL standing in for a replica (no replica could be made)',
    primaryUrl,
    readUrl: readUrl.toString(),
    isStandby: false,
    primaryAdmin: serviceUrl,
    async stop() {
      await query(serviceUrl, `DROP DATABASE IF EXISTS pingjia_replica WITH (FORCE)`);
      await query(serviceUrl, `DROP ROLE IF EXISTS ${role}`);
    },
  };
}

/** An area admin's report and statistics calls on the demo data, each checked to answer before it is loaded. */
async function reportCalls(baseUrl, databaseUrl) {
  const [report] = await query(
    databaseUrl,
    `SELECT id FROM task_groups WHERE report_year IS NOT NULL ORDER BY evaluation_batch DESC LIMIT 1`,
  );
  const [area] = await query(
    databaseUrl,
    `SELECT r.region_id FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.login_name = 'areaadmin01'`,
  );
  const areaAdmin = await signIn(baseUrl, 'areaadmin01', PASSWORD);
  const group = { taskGroupId: report.id };
  const candidates = [
    { name: 'area report', token: areaAdmin, path: api.report.queryDistrictReport.path, body: group },
    { name: 'key indicators', token: areaAdmin, path: api.report.getKeyDimensionalIndicators.path, body: group },
    { name: 'class list', token: areaAdmin, path: api.report.getPageClassesReport.path, body: group },
    { name: 'statistics', token: areaAdmin, path: api.assessment.findStatisticalDetails.path, body: group },
    { name: 'completion rate', token: areaAdmin, path: api.assessment.queryCompletionRate.path, body: group },
  ];
  const calls = [];
  for (const call of candidates) {
    const reply = await callApi(baseUrl, call.token, 'POST', call.path, call.body);
    if (reply.success) calls.push(call);
    else console.log(`  (${call.name} left out: ${reply.message})`);
  }
  return { calls, reportGroupId: report.id, regionId: area.region_id, areaAdmin };
}

/** Each call under load for `seconds`, after a second of the same load to warm the caches up. */
async function loadCalls(baseUrl, calls, seconds) {
  const results = [];
  for (const call of calls) {
    const options = {
      connections: CONNECTIONS,
      method: 'POST',
      body: JSON.stringify(call.body),
      headers: { satoken: call.token, 'content-type': 'application/json' },
    };
    await load(`${baseUrl}${call.path}`, { ...options, seconds: 1 });
    results.push({ name: call.name, ...(await load(`${baseUrl}${call.path}`, { ...options, seconds })) });
  }
  return results;
}

const committedTransactions = async (url) =>
  Number(
    (await query(url, `SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()`))[0].xact_commit,
  );

/**
 * How soon a committed write shows on the read database: PROBES updates of a row on the primary,
 * each followed by reads of the replica until it shows (ms), and how many the first read missed.
 */
async function visibility(pair) {
  const primary = new pg.Client({ connectionString: pair.primaryUrl });
  const replica = new pg.Client({ connectionString: pair.readUrl });
  await Promise.all([primary.connect(), replica.connect()]);
  try {
    await primary.query(`CREATE TABLE IF NOT EXISTS bench_visibility (id int PRIMARY KEY, n int NOT NULL)`);
    await primary.query(`INSERT INTO bench_visibility VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0`);
    const delays = [];
    let missed = 0;
    for (let n = 1; n <= PROBES; n += 1) {
      await primary.query(`UPDATE bench_visibility SET n = $1 WHERE id = 1`, [n]);
      const written = performance.now();
      for (let attempt = 0; ; attempt += 1) {
        const { rows } = await replica.query(`SELECT n FROM bench_visibility WHERE id = 1`);
        if (rows[0]?.n === n) break;
        if (attempt === 0) missed += 1;
        if (performance.now() - written > 10_000) throw new Error('a write did not reach the replica in 10 s');
      }
      delays.push(performance.now() - written);
      await sleep(20);
    }
    delays.sort((a, b) => a - b);
    return { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.at(-1), missed };
  } finally {
    await Promise.all([primary.end(), replica.end()]);
  }
}

/** The replica's own view of its lag, from the primary, every 100 ms until `stop()`: the largest seen. */
function watchLag(primaryAdmin) {
  let stopped = false;
  const worst = { replayMs: 0, bytes: 0 };
  const watching = (async () => {
    const client = new pg.Client({ connectionString: primaryAdmin });
    await client.connect();
    try {
      while (!stopped) {
        const { rows } = await client.query(
          `SELECT coalesce(extract(epoch FROM replay_lag) * 1000, 0)::float AS replay_ms,
             pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float AS bytes FROM pg_stat_replication`,
        );
        for (const row of rows) {
          worst.replayMs = Math.max(worst.replayMs, row.replay_ms);
          worst.bytes = Math.max(worst.bytes, row.bytes);
        }
        await sleep(100);
      }
    } finally {
      await client.end();
    }
  })();
  return async () => {
    stopped = true;
    await watching;
    return worst;
  };
}

/** pgbench's TPC-B on a database of its own on the primary, for `seconds`; its rate. */
async function writeLoad(pair, seconds) {
  const url = await recreateDatabase(pair.primaryAdmin, 'pingjia_replica_writes');
  await execFileAsync(pair.pgbench, ['--initialize', '--quiet', '--scale=1', url]);
  const { stdout } = await execFileAsync(pair.pgbench, ['--client=8', '--jobs=2', `--time=${seconds}`, url]);
  return Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
}

/**
 * Publishes and withdraws the report for the area, each time reading the area report at once:
 * how many reads missed the change, and the publish call's time (it waits for the replica).
 */
async function readsAfterWrites(baseUrl, token, { reportGroupId, regionId }) {
  const target = { taskGroupId: reportGroupId, scope: 'region', scopeId: regionId };
  const writes = [];
  let stale = 0;
  for (let round = 0; round < PUBLISH_ROUNDS; round += 1) {
    for (const [path, published] of [
      [api.report.publishReport.path, true],
      [api.report.withdrawReport.path, false],
    ]) {
      const started = performance.now();
      const written = await callApi(baseUrl, token, 'POST', path, target);
      writes.push(performance.now() - started);
      if (!written.success) throw new Error(`${path}: ${written.message}`);
      const read = await callApi(baseUrl, token, 'POST', api.report.queryDistrictReport.path, {
        taskGroupId: reportGroupId,
      });
      if (read.data?.head.publication.published !== published) stale += 1;
    }
  }
  return { rounds: writes.length, stale, writes: summarize(writes) };
}

function startServer(pair, scratch, withReplica) {
  return startProcess('server/dist/main.js', {
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: withReplica ? pair.readUrl : '',
    DATA_DIR: path.join(scratch, 'files'),
    LOG_LEVEL: 'warn',
  });
}

export async function runReplicaBench({ serviceUrl, seconds }) {
  let pair;
  try {
    pair = await makeReplicaPair();
  } catch (error) {
    console.log(`\nNo replica could be made (${error instanceof Error ? error.message.split('\n')[0] : error}).`);
    try {
      pair = await makeReadOnlyStandIn(serviceUrl);
    } catch (standInError) {
      console.log(`replica bench skipped: the service PostgreSQL is not reachable either (${standInError.message})`);
      return;
    }
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pingjia-replica-files-'));
  try {
    console.log(`\nReads on ${pair.kind}`);
    const figures = { kind: pair.kind, isStandby: pair.isStandby };
    const server = await startServer(pair, scratch, true);
    let calls;
    try {
      const found = await reportCalls(server.baseUrl, pair.primaryUrl);
      calls = found.calls;
      const before = await Promise.all([committedTransactions(pair.readUrl), committedTransactions(pair.primaryUrl)]);
      const stopLag = pair.isStandby ? watchLag(pair.primaryAdmin) : null;
      figures.viaReplica = await loadCalls(server.baseUrl, calls, seconds);
      figures.idleLag = await stopLag?.();
      const after = await Promise.all([committedTransactions(pair.readUrl), committedTransactions(pair.primaryUrl)]);
      figures.transactions = { replica: after[0] - before[0], primary: after[1] - before[1] };
      if (pair.isStandby) {
        figures.visibleIdle = await visibility(pair);
        const stopBusyLag = watchLag(pair.primaryAdmin);
        const [tps, underWrites, visibleBusy] = await Promise.all([
          writeLoad(pair, seconds * 2),
          (async () => {
            await sleep(1000);
            return loadCalls(server.baseUrl, calls.slice(0, 1), seconds);
          })(),
          (async () => {
            await sleep(1000);
            return visibility(pair);
          })(),
        ]);
        figures.busy = { tps, underWrites, visibleBusy, lag: await stopBusyLag() };
      }
      figures.afterWrites = await readsAfterWrites(server.baseUrl, found.areaAdmin, found);
    } finally {
      await server.stop();
    }
    const primaryOnly = await startServer(pair, scratch, false);
    try {
      const areaAdmin = await signIn(primaryOnly.baseUrl, 'areaadmin01', PASSWORD);
      const again = calls.map((call) => ({ ...call, token: areaAdmin }));
      figures.viaPrimary = await loadCalls(primaryOnly.baseUrl, again, seconds);
    } finally {
      await primaryOnly.stop();
    }
    printReplica(figures, seconds);
  } finally {
    await pair.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function printReplica(f, seconds) {
  const pad = (value, width) => String(value).padStart(width);
  console.log(`\n${seconds}s a call, ${CONNECTIONS} connections; one server, on this machine's shared cores\n`);
  const on = f.isStandby ? 'the replica' : 'the role   ';
  console.log(`call              reads on ${on}     reads on the primary     ratio`);
  console.log('                  req/s  p99 ms  non-2xx   req/s  p99 ms  non-2xx');
  f.viaReplica.forEach((row, index) => {
    const primary = f.viaPrimary[index];
    console.log(
      `${row.name.padEnd(16)} ${pad(row.reqPerSec.toFixed(0), 6)} ${pad(row.p99, 7)} ${pad(row.non2xx, 8)} ${pad(primary.reqPerSec.toFixed(0), 7)} ${pad(primary.p99, 7)} ${pad(primary.non2xx, 8)} ${pad((row.reqPerSec / primary.reqPerSec).toFixed(2), 7)}`,
    );
  });
  const calls = f.viaReplica.reduce((sum, row) => sum + row.reqPerSec * seconds, 0);
  if (f.isStandby) {
    console.log(
      `\ntransactions during the replica load: ${f.transactions.replica} on the replica, ${f.transactions.primary} on the primary (about ${calls.toFixed(0)} calls)`,
    );
    const ms = (value) => value.toFixed(1);
    console.log(
      `lag while idle: a write shows on the replica after p50 ${ms(f.visibleIdle.p50)} ms, p99 ${ms(f.visibleIdle.p99)} ms, max ${ms(f.visibleIdle.max)} ms; a read at once missed ${f.visibleIdle.missed} of ${PROBES}; replay_lag max ${ms(f.idleLag.replayMs)} ms`,
    );
    console.log(
      `lag under pgbench TPC-B on the primary (${f.busy.tps.toFixed(0)} tps): p50 ${ms(f.busy.visibleBusy.p50)} ms, p99 ${ms(f.busy.visibleBusy.p99)} ms, max ${ms(f.busy.visibleBusy.max)} ms; missed at once ${f.busy.visibleBusy.missed} of ${PROBES}; replay_lag max ${ms(f.busy.lag.replayMs)} ms, at most ${(f.busy.lag.bytes / 1024).toFixed(0)} KiB behind`,
    );
    const [busy] = f.busy.underWrites;
    console.log(`  ${busy.name} on the replica meanwhile: ${busy.reqPerSec.toFixed(0)} req/s, p99 ${busy.p99} ms`);
  }
  const rw = f.afterWrites;
  console.log(
    `${f.isStandby ? '' : '\n'}publish or withdraw, then the area report at once: ${rw.stale} of ${rw.rounds} reads missed the change (goal 0); the write took p50 ${rw.writes.p50} ms, p99 ${rw.writes.p99} ms (it waits for the replica)`,
  );
}
