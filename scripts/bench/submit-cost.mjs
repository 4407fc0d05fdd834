// `npm run bench -- --submit-cost`: what one questionnaire submit costs the server beyond its own
// SQL. The statements one submit runs are read off the wire (a recording proxy between the server
// and PostgreSQL), replayed by a pgbench script with a fresh student per transaction, and the
// product's submits per second are set beside that script's rate at the same concurrency on the
// same database, with pgbench's TPC-B for scale. Figures only. Needs the service PostgreSQL.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  callApi,
  cloneStudents,
  cpuSeconds,
  createClasses,
  liftDailyLimit,
  openQuestionnaire,
  percentile,
  recreateDatabase,
  startProcess,
} from './lib.mjs';

const execFileAsync = promisify(execFile);

/** A class of the size schools have: each submit recounts its class's progress under the class's row lock. */
const CLASS_SIZE = 40;
const SUBMIT_PATH = '/wj/api/evaluation/subEvaluationGroupAnswer';
/** The wire protocol's first message without a type byte: a startup packet's protocol 3.0. */
const PROTOCOL_3 = 196608;

/** A session as the server's store makes it (platform/sessions/token): a random token, kept as its hash. */
function signedInSession() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('base64url') };
}

/** Splits a stream of protocol messages (type byte, length) as they arrive; a client's stream opens with an untyped startup packet. */
function messageReader(onMessage, { startup }) {
  let buffered = Buffer.alloc(0);
  let awaitingStartup = startup;
  return (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (awaitingStartup) {
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        // An SSL or GSS request is answered with one byte and followed by the real startup packet.
        if (buffered.readInt32BE(4) === PROTOCOL_3) awaitingStartup = false;
        buffered = buffered.subarray(length);
        continue;
      }
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1);
      if (buffered.length < length + 1) return;
      onMessage(String.fromCharCode(buffered[0]), buffered.subarray(5, length + 1));
      buffered = buffered.subarray(length + 1);
    }
  };
}

function readCString(body, offset) {
  const end = body.indexOf(0, offset);
  return { text: body.toString('utf8', offset, end), next: end + 1 };
}

/** A Bind message's parameters as text (the pg driver sends text), null for SQL NULL. */
function bindParameters(body) {
  let offset = readCString(body, readCString(body, 0).next).next;
  const formats = body.readInt16BE(offset);
  offset += 2 + formats * 2;
  const count = body.readInt16BE(offset);
  offset += 2;
  const values = [];
  for (let i = 0; i < count; i += 1) {
    const length = body.readInt32BE(offset);
    offset += 4;
    values.push(length < 0 ? null : body.toString('utf8', offset, offset + length));
    if (length > 0) offset += length;
  }
  return { statement: readCString(body, readCString(body, 0).next).text, values };
}

/**
 * A TCP proxy in front of PostgreSQL that, while recording, notes every statement a client
 * runs (its text, parameters and the rows it returned). The server's own log stays untouched.
 */
export async function startWireRecorder(upstreamUrl) {
  const upstream = new URL(upstreamUrl);
  const records = [];
  let isRecording = false;
  const server = createServer((client) => {
    const database = createConnection({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const prepared = new Map();
    let current;
    client.on('data', (chunk) => database.write(chunk));
    database.on('data', (chunk) => client.write(chunk));
    client.on('error', () => database.destroy());
    database.on('error', () => client.destroy());
    client.on('close', () => database.end());
    database.on('close', () => client.end());
    const note = (text, values) => {
      current = { text, values, columns: [], rows: [] };
      if (isRecording) records.push(current);
    };
    client.on(
      'data',
      messageReader(
        (type, body) => {
          if (type === 'P') {
            const name = readCString(body, 0);
            prepared.set(name.text, readCString(body, name.next).text);
          } else if (type === 'B') {
            const { statement, values } = bindParameters(body);
            note(prepared.get(statement) ?? '', values);
          } else if (type === 'Q') {
            note(readCString(body, 0).text, []);
          }
        },
        { startup: true },
      ),
    );
    database.on(
      'data',
      messageReader(
        (type, body) => {
          if (!current) return;
          if (type === 'T') {
            current.columns = [];
            let offset = 2;
            for (let i = 0; i < body.readInt16BE(0); i += 1) {
              const name = readCString(body, offset);
              current.columns.push(name.text);
              offset = name.next + 18;
            }
          } else if (type === 'D') {
            const row = [];
            let offset = 2;
            for (let i = 0; i < body.readInt16BE(0); i += 1) {
              const length = body.readInt32BE(offset);
              offset += 4;
              row.push(length < 0 ? null : body.toString('utf8', offset, offset + length));
              if (length > 0) offset += length;
            }
            current.rows.push(row);
          }
        },
        { startup: false },
      ),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(upstreamUrl);
  url.host = `127.0.0.1:${server.address().port}`;
  // The recorder is reached over TCP: not the Unix socket an embedded database's URL names.
  url.searchParams.delete('host');
  return {
    url: url.toString(),
    record() {
      records.length = 0;
      isRecording = true;
    },
    stop() {
      isRecording = false;
      return [...records];
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * `count` students cloned from the template student into new classes of CLASS_SIZE in the template's
 * grade, each with an open session made in SQL (no sign-in runs): `session(id)` gives its token and
 * the token's hash the sessions table keeps. Returns them in id order, the ids consecutive.
 */
async function createStudents(client, { count, prefix, session }) {
  const classIds = await createClasses(client, { count: Math.ceil(count / CLASS_SIZE), prefix });
  const students = await cloneStudents(client, { count, prefix, classIds, classSize: CLASS_SIZE });
  if (students.at(-1).id - students[0].id !== count - 1) throw new Error('bench students got ids with gaps');
  const sessions = students.map((student) => session(student.id));
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, role_id, province_shard_id, created_at, last_seen_at, expires_at)
     SELECT hash, id, 8, shard, now(), now(), now() + interval '12 hours'
     FROM unnest($1::text[], $2::int[], $3::int[]) AS s(hash, id, shard)`,
    [sessions.map((s) => s.hash), students.map((s) => s.id), students.map((s) => s.province_shard_id)],
  );
  return students.map((student, index) => ({ id: student.id, ...sessions[index] }));
}

async function submit(baseUrl, token, target, submitKey) {
  const result = await callApi(baseUrl, token, 'POST', SUBMIT_PATH, { ...target, submitKey, useTime: 60 });
  if (!result.success) throw new Error(`submit refused: ${result.message}`);
  return result.data;
}

const normalize = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * The captures (each with its `records`) that ran the statements most of them ran. Anything the
 * server does on its own meanwhile (a housekeeping poll) shows as a difference; none when they
 * disagree with no majority.
 */
export function agreeingCaptures(captures) {
  const shapes = captures.map((capture) => capture.records.map((record) => normalize(record.text)).join('\n'));
  const common = shapes.find((shape) => shapes.filter((other) => other === shape).length > captures.length / 2);
  return captures.filter((_, index) => shapes[index] === common);
}

/** One submit per student, each recorded on its own. */
async function captureSubmits(recorder, baseUrl, students, target) {
  const captures = [];
  for (const student of students) {
    const submitKey = `capture-${student.id}`;
    recorder.record();
    const result = await submit(baseUrl, student.token, target, submitKey);
    captures.push({ student, submitKey, answerId: result.answerId, records: recorder.stop() });
  }
  return agreeingCaptures(captures);
}

const quote = (value) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

/**
 * The captured submit as a pgbench script. A parameter that differs between two students'
 * submits and is the student's own id, session, submit key or new answer id becomes a pgbench
 * variable; every other parameter (timestamps, JSON payloads, the activity) stays as captured.
 * Each transaction takes a fresh student of the pool (`n` counts a client's transactions), so
 * every one is a first submit as in the product. pgbench's simple protocol sends the values
 * inline; the server sends them as parameters of unnamed statements, parsed and planned each time too.
 */
function pgbenchScript(first, second) {
  // The statement that returns the new answer's id (as `id`, or as `answerId` beside the task
  // state it wrote), whose row `\gset answer_` keeps as pgbench variables for the statements after it.
  const answerColumn = (record) =>
    record.columns.findIndex(
      (name, at) => (name === 'id' || name === 'answerId') && record.rows[0]?.[at] === String(first.answerId),
    );
  const answerReturned = first.records.findIndex((record) => answerColumn(record) >= 0);
  const answerVariable =
    answerReturned < 0
      ? ':answer_id'
      : `:answer_${first.records[answerReturned].columns[answerColumn(first.records[answerReturned])]}`;
  const own = (capture) => ({
    ':uid': String(capture.student.id),
    'pgbench-:uid': capture.student.hash,
    'pgbench-:client_id-:n': capture.submitKey,
    [answerVariable]: String(capture.answerId),
  });
  const mine = Object.entries(own(first));
  const theirs = own(second);
  // Client k's transactions take the pool's students k, k + clients, k + 2 × clients… (`takenAt`).
  const lines = [
    '\\set n :n + 1',
    '\\set taken (:client_id + :clients * (:n - 1)) % :pool',
    `\\set uid :first_student + (:taken % :spread) * ${CLASS_SIZE} + :taken / :spread`,
  ];
  first.records.forEach((record, index) => {
    const other = second.records[index].values;
    const sql = normalize(record.text).replace(/\$(\d+)/g, (_, n) => {
      const value = record.values[Number(n) - 1];
      const variable = mine.find(([name, v]) => v === value && theirs[name] === other[Number(n) - 1]);
      return quote(variable ? variable[0] : value);
    });
    lines.push(index === answerReturned ? `${sql}\n\\gset answer_` : `${sql};`);
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Watches the database's backends (other than the client's own) every 50 ms until `stop()`:
 * what those inside a transaction are doing (running, waiting for a lock, or idle waiting for
 * their client's next statement), as shares of all such samples, and the CPU seconds all backends
 * used meanwhile, read from /proc (the database runs on this machine). A backend's last reading
 * before it exits is what counts for it, so pgbench's own connections are measured too.
 */
export function watchBackends(client) {
  const states = { running: 0, lock: 0, client: 0 };
  const cpu = new Map();
  let isStarted = false;
  let isStopped = false;
  const watch = async () => {
    const { rows } = await client.query(
      `SELECT pid, state, wait_event_type, xact_start IS NOT NULL AS in_transaction FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    for (const row of rows) {
      const seconds = cpuSeconds(row.pid);
      // A backend there at the start counts from its reading then, one that came later from nothing.
      const first = cpu.get(row.pid)?.first ?? (isStarted ? 0 : seconds);
      cpu.set(row.pid, { first, last: seconds });
      if (!row.in_transaction) continue;
      if (row.state === 'idle in transaction') states.client += 1;
      else if (row.wait_event_type === 'Lock') states.lock += 1;
      else states.running += 1;
    }
  };
  const watching = (async () => {
    await watch();
    isStarted = true;
    while (!isStopped) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await watch();
    }
  })();
  return async () => {
    isStopped = true;
    await watching;
    const total = Math.max(1, states.running + states.lock + states.client);
    const cpuSpent = [...cpu.values()].reduce((sum, { first, last }) => sum + last - first, 0);
    return {
      running: states.running / total,
      lock: states.lock / total,
      client: states.client / total,
      cpuSeconds: cpuSpent,
    };
  };
}

/**
 * Which of a pool's students (in id order, CLASS_SIZE to a class) a load takes i-th: with
 * `spread` 1 a class after another, so a class's students submit together as after a lesson;
 * with `spread` the pool's number of classes, one from each class in turn.
 */
const takenAt = (i, spread) => (i % spread) * CLASS_SIZE + Math.floor(i / spread);

/** The two orders, given the pool size (a multiple of CLASS_SIZE). */
const ORDERS = [
  { key: 'class', name: 'a class at a time', spread: () => 1 },
  { key: 'across', name: 'across classes', spread: (size) => size / CLASS_SIZE },
];

/**
 * `concurrency` submitters, each taking the next student of the queue, until the time is up or
 * the queue runs out. Every submit is a student's first answer to the questionnaire.
 */
async function productSubmits(baseUrl, queue, target, { concurrency, seconds }) {
  const latencies = [];
  const refusals = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && queue.length > 0) {
        const student = queue.shift();
        const sent = performance.now();
        const result = await callApi(baseUrl, student.token, 'POST', SUBMIT_PATH, {
          ...target,
          submitKey: `product-${student.id}`,
          useTime: 60,
        });
        latencies.push(performance.now() - sent);
        if (!result.success) refusals.push(result.message);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  if (refusals.length > 0) throw new Error(`the product refused ${refusals.length} submits: ${refusals[0]}`);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    submits: latencies.length,
    p99: percentile(latencies, 99),
    ranOut: queue.length === 0,
  };
}

/** The product's submits in the given order on students of its own, after a warm-up that is not counted. */
async function runProduct(client, server, target, { order, concurrency, seconds, students }) {
  const size = Math.ceil(students / CLASS_SIZE) * CLASS_SIZE;
  const pool = await createStudents(client, { count: size, prefix: `product${order.key}`, session: signedInSession });
  const queue = pool.map((_, i) => pool[takenAt(i, order.spread(size))]);
  await productSubmits(server.baseUrl, queue, target, { concurrency, seconds: Math.min(2, seconds) });
  const cpuBefore = cpuSeconds(server.pid);
  const stopWatching = watchBackends(client);
  let backends;
  const result = await productSubmits(server.baseUrl, queue, target, { concurrency, seconds }).finally(async () => {
    backends = await stopWatching();
  });
  return {
    ...result,
    backends,
    serverCpuMs: ((cpuSeconds(server.pid) - cpuBefore) * 1000) / result.submits,
    databaseCpuMs: (backends.cpuSeconds * 1000) / result.submits,
  };
}

/** pgbench's rate, failing loudly when a transaction failed (a statement the script got wrong). */
async function pgbench(databaseUrl, args) {
  const { stdout } = await execFileAsync('pgbench', [...args, databaseUrl], { maxBuffer: 1 << 24 });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  if (!tps || !processed) throw new Error(`pgbench printed no rate:\n${stdout}`);
  if (failed && Number(failed[1]) > 0) throw new Error(`pgbench transactions failed:\n${stdout}`);
  return { tps: Number(tps[1]), transactions: Number(processed[1]) };
}

/** The script at `clients` on a pool of fresh students of its own, taken in the given order. */
async function runScript(client, databaseUrl, scriptFile, { order, clients, seconds, poolSize }) {
  const size = Math.ceil(poolSize / CLASS_SIZE) * CLASS_SIZE;
  const pool = await createStudents(client, {
    count: size,
    prefix: `pgbench${order.key}`,
    session: (id) => ({ token: null, hash: `pgbench-${id}` }),
  });
  const first = pool[0].id;
  const stopWatching = watchBackends(client);
  let backends;
  const result = await pgbench(databaseUrl, [
    '--no-vacuum',
    `--client=${clients}`,
    `--jobs=${Math.min(2, clients)}`,
    `--time=${seconds}`,
    `--file=${scriptFile}`,
    `--define=first_student=${first}`,
    `--define=pool=${size}`,
    `--define=spread=${order.spread(size)}`,
    `--define=clients=${clients}`,
    '--define=n=0',
  ]).finally(async () => {
    backends = await stopWatching();
  });
  const stored = await client.query(
    `SELECT count(*)::int AS answers, count(DISTINCT user_id)::int AS students FROM answers
     WHERE user_id BETWEEN $1 AND $2 AND submit_key LIKE 'pgbench-%'`,
    [first, first + size - 1],
  );
  return { ...result, backends, databaseCpuMs: (backends.cpuSeconds * 1000) / result.transactions, ...stored.rows[0] };
}

/** TPC-B in a database of its own, dropped afterwards. */
async function tpcb(serviceUrl, { clients, seconds, scale }) {
  const url = await recreateDatabase(serviceUrl, 'pingjia_submit_cost_tpcb');
  try {
    await execFileAsync('pgbench', ['--initialize', '--quiet', `--scale=${scale}`, url]);
    return await pgbench(url, [`--client=${clients}`, `--jobs=${Math.min(2, clients)}`, `--time=${seconds}`]);
  } finally {
    const admin = new pg.Client({ connectionString: serviceUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS pingjia_submit_cost_tpcb WITH (FORCE)`);
    await admin.end();
  }
}

/** One row of a multi-row INSERT as the driver writes it. */
const ROW = String.raw`\((?:\$\d+|default)(?:, (?:\$\d+|default))*\)`;

/** A statement short enough to read in a list: long column lists and repeated VALUES rows are counted, not shown. */
export function abbreviate(text) {
  return normalize(text)
    .replace(
      /"\w+"(?:\."\w+")?(?:, "\w+"(?:\."\w+")?){3,}/g,
      (list) => `${list.split(', ')[0]}, … (${list.split(', ').length} columns)`,
    )
    .replace(
      new RegExp(`values (${ROW})(?:, ${ROW})+`, 'g'),
      (rows, row) => `values ${row} … (${rows.split('), (').length} rows)`,
    );
}

async function captureStatements(databaseUrl, env, client) {
  const recorder = await startWireRecorder(databaseUrl);
  try {
    const server = await startProcess('server/dist/main.js', { ...env, DATABASE_URL: recorder.url });
    try {
      await liftDailyLimit(client);
      const students = await createStudents(client, { count: 3, prefix: 'capture', session: signedInSession });
      const target = await openQuestionnaire(server.baseUrl, students[0].token);
      return { target, captures: await captureSubmits(recorder, server.baseUrl, students, target) };
    } finally {
      await server.stop();
    }
  } finally {
    await recorder.close();
  }
}

export async function runSubmitCostBench({ serviceUrl, seconds, concurrency, students }) {
  let databaseUrl;
  try {
    databaseUrl = await recreateDatabase(serviceUrl, 'pingjia_submit_cost');
  } catch (error) {
    console.log(`submit cost skipped: the service PostgreSQL is not reachable (${error.message})`);
    return;
  }
  const scratch = path.resolve('.test-data', `submit-cost-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const env = { DATA_DIR: path.join(scratch, 'files'), LOG_LEVEL: 'warn' };
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { target, captures } = await captureStatements(databaseUrl, env, client);
    if (captures.length < 2) throw new Error('fewer than two captured submits agree on their statements');
    const scriptFile = path.join(scratch, 'submit.sql');
    writeFileSync(scriptFile, pgbenchScript(captures[0], captures[1]));

    // Each order's product run and pgbench run follow each other, so other work on the machine
    // moves both alike; the server is stopped while pgbench runs.
    const runs = [];
    for (const order of ORDERS) {
      const server = await startProcess('server/dist/main.js', { ...env, DATABASE_URL: databaseUrl });
      let product;
      try {
        product = await runProduct(client, server, target, { order, concurrency, seconds, students });
      } finally {
        await server.stop();
      }
      // pgbench's clients keep very different paces (a class's submits queue on its row lock, and
      // one client ran four times the average): sized for twenty times the product's rate.
      const poolSize = Math.max(concurrency * 100, Math.ceil(product.perSecond * seconds * 20));
      const script = await runScript(client, databaseUrl, scriptFile, {
        order,
        clients: concurrency,
        seconds,
        poolSize,
      });
      runs.push({ order, product, script });
    }
    const scale = Number(process.env.BENCH_TPCB_SCALE ?? 1);
    const tpcbResult = await tpcb(serviceUrl, { clients: concurrency, seconds, scale });
    printFigures({ captures, runs, tpcb: { ...tpcbResult, scale }, concurrency, seconds });
  } finally {
    await client.end();
    const admin = new pg.Client({ connectionString: serviceUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS pingjia_submit_cost WITH (FORCE)`);
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function printFigures({ captures, runs, tpcb: tpcbResult, concurrency, seconds }) {
  const [first] = captures;
  const begin = first.records.findIndex((record) => /^begin$/i.test(normalize(record.text)));
  console.log(
    `\nOne questionnaire submit (POST ${SUBMIT_PATH}) runs ${first.records.length} statements, ` +
      `${first.records.length - begin} of them BEGIN to COMMIT (${captures.length} of 3 captured submits alike):\n`,
  );
  first.records.forEach((record, index) => console.log(`${String(index + 1).padStart(3)}  ${abbreviate(record.text)}`));
  const pad = (value, width) => String(value).padStart(width);
  const shares = ({ running, lock, client }) =>
    [running, lock, client].map((share) => pad(`${(share * 100).toFixed(0)}%`, 4)).join(' ');
  console.log(
    `\n${concurrency} submits at once, ${seconds}s each, service PostgreSQL, pgbench with the simple protocol; each submit a fresh` +
      ` student's first, classes of ${CLASS_SIZE}. CPU per submit: the server process, the database backends.` +
      `\nBackends in a transaction: running, waiting for a lock, idle waiting for their client's next statement.\n`,
  );
  console.log('                    submits/s              product  CPU ms: server  database       backends');
  console.log(
    'order               product pgbench ratio  p99 ms            product product pgbench  product         pgbench',
  );
  for (const { order, product, script } of runs) {
    console.log(
      [
        order.name.padEnd(18),
        pad(product.perSecond.toFixed(0), 8),
        pad(script.tps.toFixed(0), 7),
        pad((product.perSecond / script.tps).toFixed(2), 5),
        pad(product.p99.toFixed(0), 7),
        pad(product.serverCpuMs.toFixed(1), 15),
        pad(product.databaseCpuMs.toFixed(1), 7),
        pad(script.databaseCpuMs.toFixed(1), 7),
        ` ${shares(product.backends)}  ${shares(script.backends)}`,
      ].join(' '),
    );
    if (product.ranOut) console.log(`  the product's students ran out: raise BENCH_SUBMIT_STUDENTS`);
    if (script.students < script.answers)
      console.log(`  pgbench came back to ${script.answers - script.students} students`);
  }
  console.log(
    `\npgbench TPC-B for scale (scale ${tpcbResult.scale}, ${concurrency} clients): ${tpcbResult.tps.toFixed(0)} transactions/s` +
      `\nGoal: product ≥ 0.5 × pgbench running the product's own statements.`,
  );
}
