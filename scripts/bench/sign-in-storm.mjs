// `npm run bench -- --sign-in`: password sign-ins per second beside the raw Argon2id verify rate
// at the configured cost and the server's own bound on hashes at once (a separate process,
// measured in the same run), and the p99 of a steady GET /wj/api/sys/date probe while the storm
// runs, beside the same probe idle. Figures only.
//
// The hash rate process and the probe are this file run as a child (`raw-hash`, `probe`), so
// neither shares an event loop with the storm's load generator.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { sealForServer } from '../../packages/contract/dist/index.js';
import { HASH_NICENESS } from '../../server/dist/platform/hash-workers.js';
import { hashPool, verifyPassword } from '../../server/dist/platform/passwords.js';
import { callApi, recreateDatabase, signIn, startProcess, threadCpu } from './lib.mjs';
import { abbreviate, agreeingCaptures, startWireRecorder, watchBackends } from './submit-cost.mjs';

const execFileAsync = promisify(execFile);
const SELF = fileURLToPath(import.meta.url);
const DEMO_PASSWORD = 'Pingjia@2026';
const TEMPLATE_STUDENT = 'student02';
/** The probe's pace: one sys/date call every this many milliseconds (one at a time). */
const PROBE_INTERVAL_MS = 20;
/** libuv's default when UV_THREADPOOL_SIZE is unset; the server and the hash process inherit the same environment. */
const THREADPOOL = Number(process.env.UV_THREADPOOL_SIZE || 4);

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Child role: Argon2id verifies of a stored hash for `seconds`, twice the threadpool in flight so
 * a hash always waits, as in a storm. `server`: through the server's own verifyPassword, which
 * hashes on its own lowered threads, one per core (the rate a sign-in storm can reach); `pool`:
 * the library directly on libuv's pool, every pool thread hashing at normal priority (the
 * machine's whole rate).
 */
async function rawHashRate(passwordHash, seconds, mode) {
  const check = mode === 'pool' ? verify : verifyPassword;
  for (let i = 0; i < THREADPOOL; i += 1) await check(passwordHash, DEMO_PASSWORD);
  let verified = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: THREADPOOL * 2 }, async () => {
      while (performance.now() < deadline) {
        if (!(await check(passwordHash, DEMO_PASSWORD))) throw new Error('the stored hash did not verify');
        verified += 1;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return {
    perSecond: verified / ((performance.now() - started) / 1000),
    cpuMsPerVerify: (cpu.user + cpu.system) / 1000 / verified,
  };
}

/** Child role: one sys/date call at a time, every PROBE_INTERVAL_MS, for `seconds`; its latencies. */
async function probe(baseUrl, token, seconds) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const sent = performance.now();
    const body = await callApi(baseUrl, token, 'GET', '/wj/api/sys/date');
    latencies.push(performance.now() - sent);
    if (!body.success) failures += 1;
    await sleep(Math.max(0, PROBE_INTERVAL_MS - (performance.now() - sent)));
  }
  latencies.sort((a, b) => a - b);
  return { calls: latencies.length, failures, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function child(role, ...args) {
  const { stdout } = await execFileAsync(process.execPath, [SELF, role, ...args.map(String)], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop());
}

if (process.argv[1] === SELF) {
  const [role, ...args] = process.argv.slice(2);
  const result =
    role === 'raw-hash'
      ? await rawHashRate(args[0], Number(args[1]), args[2])
      : await probe(args[0], args[1], Number(args[2]));
  console.log(JSON.stringify(result));
}

/** `count` students cloned from the template (same class, same password hash), ready to sign in. */
async function createAccounts(client, count) {
  const columns = (
    await client.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'users'
         AND column_name NOT IN ('id', 'login_name', 'user_name', 'phone', 'certificate_code_encrypted',
           'certificate_code_hash', 'certificate_type')`,
    )
  ).rows.map((row) => row.column_name);
  const list = columns.join(', ');
  const created = await client.query(
    `INSERT INTO users (login_name, user_name, ${list})
     SELECT 'storm' || lpad(n::text, 6, '0'), '风暴学生' || n, ${list}
     FROM users, generate_series(1, $2::int) AS n WHERE login_name = $1
     RETURNING id, login_name`,
    [TEMPLATE_STUDENT, count],
  );
  await client.query(
    `INSERT INTO user_roles (user_id, role_code, school_id, class_id, province_shard_id)
     SELECT id, 8, school_id, class_id, province_shard_id FROM users WHERE id = ANY ($1::int[])`,
    [created.rows.map((row) => row.id)],
  );
  return created.rows.map((row) => row.login_name);
}

/**
 * `concurrency` browsers signing in, each request to an account of its own, for `seconds` or
 * until the requests run out. The passwords come sealed beforehand, so sealing takes no CPU from
 * the server during the storm.
 */
async function storm(baseUrl, requests, { concurrency, seconds }) {
  const latencies = [];
  const refusals = new Map();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && next < requests.length) {
        const { body, headers } = requests[next];
        next += 1;
        const sent = performance.now();
        const result = await callApi(baseUrl, null, 'POST', '/sso/login/signIn', body, headers);
        latencies.push(performance.now() - sent);
        if (!result.success) refusals.set(result.message, (refusals.get(result.message) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const failed = [...refusals.values()].reduce((sum, n) => sum + n, 0);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: (latencies.length - failed) / elapsed,
    signIns: latencies.length - failed,
    refusals: Object.fromEntries(refusals),
    p99: percentile(latencies, 99),
    ranOut: next >= requests.length,
  };
}

/** The storm's two kinds of address; the server believes X-Forwarded-For (TRUST_PROXY) for the second. */
const ADDRESSES = [
  { name: 'one address (school NAT)', headers: () => ({}) },
  {
    name: 'an address each',
    headers: (i) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }),
  },
];

async function sealedBodies(baseUrl, loginNames) {
  const key = await (await fetch(`${baseUrl}/sso/login/getTransportKey`)).json();
  return loginNames.map((loginName) => ({ loginName, password: sealForServer(DEMO_PASSWORD, key.data) }));
}

/** The statements one sign-in runs, read off the wire (three accounts, the statements most ran). */
async function captureSignIn(databaseUrl, env, loginNames) {
  const recorder = await startWireRecorder(databaseUrl);
  try {
    const server = await startProcess('server/dist/main.js', { ...env, DATABASE_URL: recorder.url });
    try {
      const captures = [];
      for (const body of await sealedBodies(server.baseUrl, loginNames)) {
        recorder.record();
        await storm(server.baseUrl, [{ body, headers: {} }], { concurrency: 1, seconds: 60 });
        captures.push({ records: recorder.stop() });
      }
      return agreeingCaptures(captures)[0]?.records ?? [];
    } finally {
      await server.stop();
    }
  } finally {
    await recorder.close();
  }
}

/** One storm with the sys/date probe beside it, and the CPU it cost the server and the database. */
async function measureStorm(server, client, requests, { token, concurrency, seconds }) {
  const cpuBefore = threadCpu(server.pid);
  const stopWatching = watchBackends(client);
  let backends;
  const [probed, result] = await Promise.all([
    child('probe', server.baseUrl, token, seconds),
    storm(server.baseUrl, requests, { concurrency, seconds }),
  ]).finally(async () => {
    backends = await stopWatching();
  });
  const cpuAfter = threadCpu(server.pid);
  const perSignIn = (seconds) => (seconds * 1000) / Math.max(1, result.signIns);
  return {
    ...result,
    probe: probed,
    backends,
    cpu: {
      main: perSignIn(cpuAfter.main - cpuBefore.main),
      others: perSignIn(cpuAfter.others - cpuBefore.others),
      database: perSignIn(backends.cpuSeconds),
    },
  };
}

export async function runSignInStormBench(startEmbeddedPostgres, { seconds, concurrency }) {
  const scratch = path.resolve('.test-data', `sign-in-storm-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), persistent: false });
  try {
    const databaseUrl = await recreateDatabase(embedded.connectionString(), 'pingjia_sign_in');
    const env = { DATA_DIR: path.join(scratch, 'files'), LOG_LEVEL: 'warn', TRUST_PROXY: 'true' };
    const client = new pg.Client({ connectionString: databaseUrl });
    // The first start seeds the demo; the accounts are cloned from it.
    const statements = await captureSignIn(databaseUrl, env, ['student01', 'student03', 'student04']);
    await client.connect();
    const server = await startProcess('server/dist/main.js', { ...env, DATABASE_URL: databaseUrl });
    try {
      const passwordHash = (
        await client.query(`SELECT password_hash FROM users WHERE login_name = $1`, [TEMPLATE_STUDENT])
      ).rows[0].password_hash;
      // The machine's whole rate, once, for scale; the storms are held to the server's own rate,
      // which other work on the machine moves: it is measured before and after each storm.
      const pool = await child('raw-hash', passwordHash, seconds, 'pool');
      const raws = [await child('raw-hash', passwordHash, seconds, 'server')];
      // Enough accounts that no storm runs out at twice the faster hash rate.
      const perStorm = Math.ceil(Math.max(pool.perSecond, raws[0].perSecond) * seconds * 2) + concurrency;
      const loginNames = await createAccounts(client, perStorm * ADDRESSES.length);

      const token = await signIn(server.baseUrl, 'student01', DEMO_PASSWORD);
      const idle = await child('probe', server.baseUrl, token, seconds);
      const storms = [];
      for (const [index, addresses] of ADDRESSES.entries()) {
        const names = loginNames.slice(index * perStorm, (index + 1) * perStorm);
        const bodies = await sealedBodies(server.baseUrl, names);
        const requests = bodies.map((body, i) => ({ body, headers: addresses.headers(i) }));
        const run = await measureStorm(server, client, requests, { token, concurrency, seconds });
        raws.push(await child('raw-hash', passwordHash, seconds, 'server'));
        const raw = raws.slice(-2).reduce((sum, r) => sum + r.perSecond, 0) / 2;
        storms.push({ addresses, raw, ...run });
      }
      printFigures({ statements, pool, raws, idle, storms, concurrency, seconds });
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await embedded.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function printFigures({ statements, pool, raws, idle, storms, concurrency, seconds }) {
  const pad = (value, width) => String(value).padStart(width);
  console.log(`\nOne password sign-in (POST /sso/login/signIn) runs ${statements.length} statements:\n`);
  statements.forEach((record, index) => console.log(`${pad(index + 1, 3)}  ${abbreviate(record.text)}`));
  console.log(
    `\nArgon2id verify at the configured cost in its own process on ${availableParallelism()} CPUs, ` +
      `${THREADPOOL} threadpool threads (UV_THREADPOOL_SIZE, as the server's):` +
      `\n  raw: the server's own hashing, ${hashPool.size} threads at nice ${HASH_NICENESS}, ` +
      `before, between and after the storms: ${raws.map((raw) => raw.perSecond.toFixed(0)).join(', ')} verifies/s, ` +
      `${raws.map((raw) => raw.cpuMsPerVerify.toFixed(1)).join(', ')} ms CPU each` +
      `\n  pool: every pool thread hashing, the event loop left no core, before the storms: ` +
      `${pool.perSecond.toFixed(0)} verifies/s, ${pool.cpuMsPerVerify.toFixed(1)} ms CPU each`,
  );
  console.log(
    `\nStorms: ${concurrency} sign-ins at once for ${seconds}s, each to its own account, embedded PostgreSQL; ` +
      `GET /wj/api/sys/date one at a time every ${PROBE_INTERVAL_MS} ms beside.` +
      '\nCPU ms per sign-in: server event loop thread, its other threads (Argon2 pool, GC), database backends.' +
      '\nBackends in a transaction: running, waiting for a lock, idle waiting for the server.\n',
  );
  console.log(
    'addresses                  sign-ins/s  ÷ raw ÷ pool  p99 ms   CPU ms: loop  pool    db   backends         sys/date p50  p99 ms',
  );
  const share = (value) => pad(`${(value * 100).toFixed(0)}%`, 4);
  console.log(`${'idle, no storm'.padEnd(115)} ${pad(idle.p50.toFixed(1), 6)} ${pad(idle.p99.toFixed(1), 7)}`);
  for (const run of storms) {
    console.log(
      [
        run.addresses.name.padEnd(26),
        pad(run.perSecond.toFixed(0), 10),
        pad((run.perSecond / run.raw).toFixed(2), 6),
        pad((run.perSecond / pool.perSecond).toFixed(2), 6),
        pad(run.p99.toFixed(0), 7),
        pad(run.cpu.main.toFixed(1), 13),
        pad(run.cpu.others.toFixed(1), 5),
        pad(run.cpu.database.toFixed(1), 5),
        ` ${share(run.backends.running)} ${share(run.backends.lock)} ${share(run.backends.client)}`,
        pad(run.probe.p50.toFixed(1), 13),
        pad(run.probe.p99.toFixed(1), 7),
      ].join(' '),
    );
    if (Object.keys(run.refusals).length > 0) console.log(`  refused: ${JSON.stringify(run.refusals)}`);
    if (run.ranOut) console.log('  the sealed passwords ran out before the time');
  }
  console.log(
    '\n÷ raw: against the mean of the server-bound hash rates measured just before and after that storm;' +
      ' ÷ pool: against the whole-pool rate.' +
      '\nGoals: sign-ins/s ≥ 0.8 × raw verifies/s; sys/date p99 < 50 ms during the storm.',
  );
}
