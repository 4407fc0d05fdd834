// Helpers the bench scenarios share: free ports, starting servers, signing in, running a load,
// calling the API, copying the demo student, timing and reading a process's CPU and memory.
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { sealForServer } from '../../packages/contract/dist/index.js';

const execFileAsync = promisify(execFile);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(baseUrl, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not become healthy in time`);
}

/**
 * Starts a Node script on a free port. `nodeArgs` go to Node before the script; `onOutput` hears
 * its standard output line by line (otherwise dropped).
 */
/** Node options for every process a bench starts, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server. */
const EXTRA_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startProcess(script, env, { health = true, nodeArgs = [], onOutput } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...EXTRA_NODE_ARGS, ...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onOutput) createInterface({ input: child.stdout }).on('line', onOutput);
  const baseUrl = `http://127.0.0.1:${port}`;
  if (health) await waitForHealth(baseUrl, child);
  else await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    baseUrl,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function call(baseUrl, path, init) {
  const response = await fetch(`${baseUrl}${path}`, init);
  const body = await response.json();
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

export async function signIn(baseUrl, loginName, password) {
  const key = await call(baseUrl, '/sso/login/getTransportKey');
  const data = await call(baseUrl, '/sso/login/signIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password: sealForServer(password, key) }),
  });
  return data.token;
}

export async function load(url, { seconds, connections, headers = {}, method = 'GET', body = '' }) {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['scripts/bench/load.mjs', url, String(seconds), String(connections), JSON.stringify(headers), method, body],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').pop());
}

export async function recreateDatabase(adminUrl, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th percentile of ascending `sorted` (nearest rank); 0 for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Count, p50 and p99 (ms, rounded) of unsorted latencies. */
export function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { calls: sorted.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) };
}

export async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - started };
}

/**
 * Connections kept open between calls, as a browser keeps them. node:http rather than fetch: fetch
 * cost the bench process about 1.1 ms of CPU a call, as much as the server spent answering a kept
 * home, so with 200 students on two cores the load generator measured itself.
 */
const keepAlive = new Agent({ keepAlive: true });

/**
 * One API call, with a session unless `token` is null, taking gzip as a browser does; the envelope
 * as the server sent it. `extraHeaders` go with it (a sign-in storm's X-Forwarded-For).
 */
export function callApi(baseUrl, token, method, path, body, extraHeaders = {}) {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers = { ...extraHeaders, 'accept-encoding': 'gzip' };
  if (token !== null) headers.satoken = token;
  if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
  return new Promise((resolve, reject) => {
    const call = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, agent: keepAlive },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (!response.headers['content-type']?.includes('json')) {
            reject(new Error(`${path}: HTTP ${response.statusCode}`));
            return;
          }
          try {
            const bytes = Buffer.concat(chunks);
            const text = response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes;
            resolve(JSON.parse(text.toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** A GET the server answers with a redirect (a QR card's sign-in): where it sends the browser, or null. */
export function redirectOf(baseUrl, path) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const call = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, agent: keepAlive },
      (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () => resolve(response.headers.location ?? null));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** The student's first open questionnaire, answered with every item's first option. */
export async function openQuestionnaire(baseUrl, token) {
  const home = await callApi(baseUrl, token, 'POST', '/wj/api/index/queryHomePage', {});
  for (const group of home.data.taskGroups) {
    const activity = group.activities.find((a) => a.kind === 'questionnaire' && !a.answerDisabled);
    if (!activity) continue;
    const query = `activityId=${activity.activityId}&taskGroupId=${group.tgiId}`;
    const items = await callApi(baseUrl, token, 'GET', `/wj/api/evaluation/getEvaluationStemInfo?${query}`);
    const answers = Object.fromEntries(items.data.map((item) => [String(item.itemId), item.options[0]?.optionId]));
    return { taskGroupId: group.tgiId, activityId: activity.activityId, answers };
  }
  throw new Error('no open questionnaire in the demo content');
}

/** The demo student the benches copy: same school, grade and password (Pingjia@2026). */
export const TEMPLATE_STUDENT = 'student02';

/** `count` new classes of the template student's grade, named prefix + n; their ids in order. */
export async function createClasses(client, { count, prefix }) {
  const created = await client.query(
    `INSERT INTO classes (school_id, grade_id, name, province_shard_id)
     SELECT school_id, grade_id, $2 || '班' || n, province_shard_id
     FROM users, generate_series(1, $3::int) AS n WHERE login_name = $1 RETURNING id`,
    [TEMPLATE_STUDENT, prefix, count],
  );
  return created.rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * `count` copies of the template student with the student role, signed in as prefix + n (six
 * digits) with the template's password. With `classIds`, the first `classSize` fill the first
 * class and so on; without, they join the template's class. Returns `{ id, login_name,
 * province_shard_id }` in id order.
 */
export async function cloneStudents(client, { count, prefix, classIds = null, classSize = 40 }) {
  const columns = (
    await client.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'users'
         AND column_name NOT IN ('id', 'login_name', 'user_name', 'class_id', 'phone', 'certificate_code_encrypted',
           'certificate_code_hash', 'certificate_type')`,
    )
  ).rows.map((row) => row.column_name);
  const list = columns.join(', ');
  const created = await client.query(
    `INSERT INTO users (login_name, user_name, class_id, ${list})
     SELECT $2 || lpad(n::text, 6, '0'), $2 || n, coalesce(($3::int[])[(n - 1) / $4::int + 1], class_id), ${list}
     FROM users, generate_series(1, $5::int) AS n WHERE login_name = $1
     RETURNING id, login_name, province_shard_id`,
    [TEMPLATE_STUDENT, prefix, classIds, classSize, count],
  );
  const students = created.rows.sort((a, b) => a.id - b.id);
  await client.query(
    `INSERT INTO user_roles (user_id, role_code, school_id, class_id, province_shard_id)
     SELECT id, 8, school_id, class_id, province_shard_id FROM users WHERE id = ANY ($1::int[])`,
    [students.map((student) => student.id)],
  );
  return students;
}

/** The benches measure their paths, not the daily limit of answers: lifted for every grade. */
export async function liftDailyLimit(client) {
  await client.query(`UPDATE evaluation_plans SET max_finish = 0`);
}

/** User and system CPU seconds the process has used so far (Linux); 0 once it has gone. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of the process's main (event loop) thread and of all its other threads together (Linux). */
export function threadCpu(pid) {
  const ticks = (file) => {
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const total = ticks(`/proc/${pid}/stat`);
  const main = ticks(`/proc/${pid}/task/${pid}/stat`);
  return { main, others: total - main };
}

/** The process's resident memory in bytes (Linux VmRSS); null once it has gone. */
export function residentBytes(pid) {
  try {
    const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The whole machine's CPU seconds so far (Linux /proc/stat, every core): busy (user, nice,
 * system, interrupts, steal) and idle (idle, I/O wait). Two readings around a load tell how much
 * of the cores it kept busy, whichever process did the work.
 */
export function machineCpu() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
  // USER_HZ is 100 on every Linux the benches run on.
  return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
}
