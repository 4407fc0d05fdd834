// `npm run bench -- --soak [--minutes N]` (issue 14): N minutes (5 by default) of mixed student
// traffic at a steady, moderate pace against one built server on the embedded PostgreSQL, after a
// warm-up. Each visit is a student of a class of 40 signing in with their password, reading their
// details and home, opening the questionnaire, handing it in (one in three twice at once, as a
// double tap), reading the home again and their reports, and half of them signing out; a head
// teacher and an area admin read progress and a report now and then. The server's resident
// memory is read from /proc every few seconds, and the heap it keeps from V8's report of each full
// collection (`--trace-gc`). Goal: memory grows < 10 %, no error, and the accepted hand-ins are
// exactly the stored answers. Figures only.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { api } from '../../packages/contract/dist/index.js';
import {
  callApi,
  cloneStudents,
  cpuSeconds,
  createClasses,
  liftDailyLimit,
  recreateDatabase,
  residentBytes,
  signIn,
  sleep,
  startProcess,
  summarize,
  TEMPLATE_STUDENT,
} from './lib.mjs';

const PASSWORD = 'Pingjia@2026';
const PREFIX = 'soak';
const CLASS_SIZE = 40;
const SAMPLE_MS = 5_000;
/** Visits under way at once before a new arrival is skipped (and counted): a slow server is not buried. */
const MAX_IN_FLIGHT = 64;
/** Memory at the start and at the end: the median of the samples over this long, so one GC does not decide. */
const WINDOW_MS = 30_000;
const GOAL_GROWTH = 0.1;
const STAFF_EVERY_MS = 3_000;
/** A full collection as `node --trace-gc` prints it: the isolate, then the heap before and after in MB. */
const FULL_GC = /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: Mark-Compact[^\d]*([\d.]+) \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Resident memory over the measured run from `samples` ({ at: ms since the warm-up ended, rss }):
 * start and end are the medians of the first and the last `windowMs` (a quarter of the run when
 * that is shorter), growth is end over start, and the slope is the least-squares trend in bytes a
 * minute, which tells a plateau from a steady climb.
 */
export function memoryGrowth(samples, windowMs = WINDOW_MS) {
  if (samples.length === 0) throw new Error('no memory samples');
  const last = samples.at(-1).at;
  const window = Math.max(1, Math.min(windowMs, last / 4));
  const start = median(samples.filter((s) => s.at <= window).map((s) => s.rss));
  const end = median(samples.filter((s) => s.at >= last - window).map((s) => s.rss));
  const meanAt = samples.reduce((sum, s) => sum + s.at, 0) / samples.length;
  const meanRss = samples.reduce((sum, s) => sum + s.rss, 0) / samples.length;
  const covariance = samples.reduce((sum, s) => sum + (s.at - meanAt) * (s.rss - meanRss), 0);
  const variance = samples.reduce((sum, s) => sum + (s.at - meanAt) ** 2, 0);
  return {
    window,
    start,
    end,
    max: Math.max(...samples.map((s) => s.rss)),
    growth: (end - start) / start,
    bytesPerMinute: variance === 0 ? 0 : (covariance / variance) * 60_000,
  };
}

/** Latencies and failures by kind of call; a failure keeps its first few messages to print. */
function recorder() {
  const latencies = new Map();
  const errors = new Map();
  return {
    latency(kind, ms) {
      if (!latencies.has(kind)) latencies.set(kind, []);
      latencies.get(kind).push(ms);
    },
    error(kind, message) {
      const entry = errors.get(kind) ?? { count: 0, messages: [] };
      entry.count += 1;
      if (entry.messages.length < 3 && !entry.messages.includes(message)) entry.messages.push(message);
      errors.set(kind, entry);
    },
    latencies,
    errors,
    errorCount: () => [...errors.values()].reduce((sum, entry) => sum + entry.count, 0),
  };
}

/** A call whose reply must succeed: timed under `kind`, a refusal or a broken reply counted as an error. */
async function expectSuccess(record, kind, send) {
  const started = performance.now();
  let reply;
  try {
    reply = await send();
  } catch (error) {
    record.error(kind, error instanceof Error ? error.message : String(error));
    return null;
  }
  record.latency(kind, performance.now() - started);
  if (reply.success) return reply.data;
  record.error(kind, `${reply.code} ${reply.message}`);
  return null;
}

/**
 * Opens the student's open questionnaire and hands it in, one in three twice at once as a double
 * tap; the body of the accepted hand-in, or null.
 */
async function handIn(record, as, home, student, index) {
  const isOpen = (a) => a.kind === 'questionnaire' && !a.answerDisabled;
  const group = home.taskGroups.find((g) => g.activities.some(isOpen));
  const activity = group?.activities.find(isOpen);
  if (!group || !activity) {
    record.error('home', 'no open questionnaire');
    return null;
  }
  const query = `activityId=${activity.activityId}&taskGroupId=${group.tgiId}`;
  const items = await expectSuccess(
    record,
    'stem info',
    as('GET', `${api.evaluation.getEvaluationStemInfo.path}?${query}`),
  );
  if (!items) return null;
  const body = {
    taskGroupId: group.tgiId,
    activityId: activity.activityId,
    submitKey: `${PREFIX}-${student.id}`,
    useTime: 120,
    answers: Object.fromEntries(items.map((item) => [String(item.itemId), item.options[0]?.optionId])),
  };
  const copies = index % 3 === 0 ? 2 : 1;
  const results = await Promise.all(
    Array.from({ length: copies }, () =>
      expectSuccess(record, 'submit', as('POST', api.evaluation.subEvaluationGroupAnswer.path, body)),
    ),
  );
  return results.some((result) => result !== null) ? body : null;
}

/**
 * One student's visit; answers the body of their accepted hand-in, or null. A student who comes
 * back (a capped pool) sends their hand-in again with its key, as after a reply that got lost.
 */
async function visit(baseUrl, student, index, record, earlier) {
  const started = performance.now();
  let token;
  try {
    token = await signIn(baseUrl, student.login_name, PASSWORD);
    record.latency('sign-in', performance.now() - started);
  } catch (error) {
    record.error('sign-in', error instanceof Error ? error.message : String(error));
    return null;
  }
  const as = (method, url, body) => () => callApi(baseUrl, token, method, url, body);
  await expectSuccess(record, 'getInfo', as('GET', api.login.getInfo.path));
  const home = await expectSuccess(record, 'home', as('POST', api.home.queryHomePage.path, {}));
  let handedIn = null;
  if (earlier) {
    const again = await expectSuccess(
      record,
      'resubmit',
      as('POST', api.evaluation.subEvaluationGroupAnswer.path, earlier),
    );
    handedIn = again ? earlier : null;
  } else if (home) {
    handedIn = await handIn(record, as, home, student, index);
  }
  if (handedIn) await expectSuccess(record, 'home', as('POST', api.home.queryHomePage.path, {}));
  const reports = await expectSuccess(record, 'own reports', as('POST', api.report.getStudentReportList.path, {}));
  const [first] = reports ?? [];
  if (first) {
    await expectSuccess(
      record,
      'own reports',
      as('POST', api.report.getStudentReport.path, { taskGroupId: first.taskGroupId }),
    );
  }
  if (index % 2 === 0) await expectSuccess(record, 'sign-out', as('GET', api.sdk.logout.path));
  return handedIn;
}

/** The staff reads of the mix that answer on the demo data (each tried once first): progress and an area report. */
async function staffReads(baseUrl, client) {
  const student = await signIn(baseUrl, TEMPLATE_STUDENT, PASSWORD);
  const home = await callApi(baseUrl, student, 'POST', api.home.queryHomePage.path, {});
  const group = home.data.taskGroups.find((g) => g.activities.some((a) => a.kind === 'questionnaire'));
  const report = await client.query(
    `SELECT id FROM task_groups WHERE report_year IS NOT NULL ORDER BY id DESC LIMIT 1`,
  );
  const candidates = [
    { account: 'headteacher01', path: api.progress.progressDetail.path, body: { taskGroupId: group?.tgiId } },
    {
      account: 'areaadmin01',
      path: api.report.queryDistrictReport.path,
      body: { taskGroupId: report.rows[0]?.id },
    },
  ];
  const reads = [];
  for (const candidate of candidates) {
    const token = await signIn(baseUrl, candidate.account, PASSWORD);
    const reply = await callApi(baseUrl, token, 'POST', candidate.path, candidate.body);
    if (reply.success) reads.push({ ...candidate, token });
    else console.log(`  (${candidate.path} left out of the mix: ${reply.message})`);
  }
  return reads;
}

/** Arrivals every 1000 / rate ms until `until` (performance.now()); the visits' promises. */
async function arrivals({ baseUrl, students, rate, until, record, counters }) {
  const visits = [];
  const interval = 1000 / rate;
  let next = performance.now();
  while (performance.now() < until) {
    if (counters.inFlight >= MAX_IN_FLIGHT) counters.skipped += 1;
    else {
      const index = counters.started;
      const student = students[index % students.length];
      counters.started += 1;
      counters.inFlight += 1;
      visits.push(
        visit(baseUrl, student, index, record, counters.accepted.get(student.id))
          .then((body) => {
            if (body) counters.accepted.set(student.id, body);
          })
          .finally(() => {
            counters.inFlight -= 1;
          }),
      );
    }
    next += interval;
    await sleep(Math.max(0, next - performance.now()));
  }
  return visits;
}

async function staffLoop({ baseUrl, reads, until, record }) {
  for (let turn = 0; reads.length > 0 && performance.now() < until; turn += 1) {
    const read = reads[turn % reads.length];
    await expectSuccess(record, 'staff reads', () => callApi(baseUrl, read.token, 'POST', read.path, read.body));
    await sleep(STAFF_EVERY_MS);
  }
}

/** The server's memory and CPU now and every SAMPLE_MS until `stop()`, each with its time since then. */
function sampleServer(pid) {
  const samples = [];
  const origin = performance.now();
  const take = () => samples.push({ at: performance.now() - origin, rss: residentBytes(pid), cpu: cpuSeconds(pid) });
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
    },
  };
}

/**
 * The main isolate's heap after its full collections of the measured run (MB): the first, the
 * last and their growth; worker threads print theirs too, and the main thread's heap is the largest.
 */
export function keptHeap(collections) {
  const largest = new Map();
  for (const gc of collections) largest.set(gc.isolate, Math.max(largest.get(gc.isolate) ?? 0, gc.after));
  const main = [...largest.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = collections.filter((gc) => gc.isolate === main);
  if (own.length < 2) return { collections: own.length };
  const [first, last] = [own[0].after, own.at(-1).after];
  return { collections: own.length, first, last, growth: (last - first) / first, committed: own.at(-1).committed };
}

async function storedAnswers(client) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS answers, count(DISTINCT a.user_id)::int AS students,
       (SELECT count(*)::int FROM (SELECT a2.user_id FROM answers a2 JOIN users u2 ON u2.id = a2.user_id
          WHERE u2.login_name LIKE $1 GROUP BY a2.user_id, a2.activity_id HAVING count(*) > 1) twice) AS twice
     FROM answers a JOIN users u ON u.id = a.user_id WHERE u.login_name LIKE $1`,
    [`${PREFIX}%`],
  );
  return rows[0];
}

/**
 * The built server with V8 reporting each full collection: the heap it keeps is read off those
 * reports, as RSS alone cannot tell garbage not yet collected from a leak, and the server needs
 * no code of its own for it.
 */
async function startTracedServer(databaseUrl, dataDir) {
  const fullCollections = [];
  const server = await startProcess(
    'server/dist/main.js',
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    {
      nodeArgs: ['--trace-gc', '--trace-gc-ignore-scavenger'],
      onOutput: (line) => {
        const found = FULL_GC.exec(line);
        if (!found) return;
        const [, isolate, , after, committed] = found;
        fullCollections.push({ isolate, at: performance.now(), after: Number(after), committed: Number(committed) });
      },
    },
  );
  return { server, fullCollections };
}

/**
 * `students`: the pool's size; unset, every visit is a new student's. A smaller pool makes them
 * come back, so the server's per-student caches stop growing once each has come once.
 */
export async function runSoakBench(startEmbeddedPostgres, { minutes, rate, warmupSeconds, students: poolSize }) {
  const measuredMs = minutes * 60_000;
  const scratch = path.resolve('.test-data', `bench-soak-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), persistent: false });
  try {
    const databaseUrl = await recreateDatabase(embedded.connectionString(), 'pingjia_soak');
    const { server, fullCollections } = await startTracedServer(databaseUrl, path.join(scratch, 'files'));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const pool = poolSize ?? Math.ceil(rate * (warmupSeconds + measuredMs / 1000) * 1.1) + 50;
      const classIds = await createClasses(client, { count: Math.ceil(pool / CLASS_SIZE), prefix: PREFIX });
      const students = await cloneStudents(client, { count: pool, prefix: PREFIX, classIds, classSize: CLASS_SIZE });
      await liftDailyLimit(client);
      const reads = await staffReads(server.baseUrl, client);
      console.log(
        `\nSoak: ${rate} student visits a second (about ${rate * 10} calls a second) for ${warmupSeconds}s of warm-up, then ${minutes} min measured; ${pool} students in classes of ${CLASS_SIZE}`,
      );

      const record = recorder();
      const counters = { started: 0, inFlight: 0, skipped: 0, accepted: new Map() };
      const until = performance.now() + warmupSeconds * 1000 + measuredMs;
      const load = Promise.all([
        arrivals({ baseUrl: server.baseUrl, students, rate, until, record, counters }),
        staffLoop({ baseUrl: server.baseUrl, reads, until, record }),
      ]);
      await sleep(warmupSeconds * 1000);
      const measuredFrom = performance.now();
      const sampler = sampleServer(server.pid);
      const [visits] = await load;
      await Promise.all(visits);
      sampler.stop();
      if (residentBytes(server.pid) === null) record.error('server', 'the server process exited');
      const stored = await storedAnswers(client);
      const heap = keptHeap(fullCollections.filter((gc) => gc.at >= measuredFrom));
      printSoak({ minutes, samples: sampler.samples, heap, record, counters, stored });
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await embedded.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

function printSoak({ minutes, samples, heap, record, counters, stored }) {
  const memory = memoryGrowth(samples.filter((s) => s.rss !== null));
  const cpu = samples.at(-1).cpu - samples[0].cpu;
  const seconds = samples.at(-1).at / 1000;
  console.log(
    `\n${counters.started} visits, ${counters.skipped} arrivals skipped (${MAX_IN_FLIGHT} under way); calls of the whole run, warm-up included`,
  );
  console.log('call           calls   p50 ms  p99 ms  errors');
  const kinds = new Set([...record.latencies.keys(), ...record.errors.keys()]);
  for (const kind of kinds) {
    const { calls, p50, p99 } = summarize(record.latencies.get(kind) ?? []);
    const errors = record.errors.get(kind);
    console.log(
      `${kind.padEnd(13)} ${String(calls).padStart(6)} ${String(p50).padStart(8)} ${String(p99).padStart(7)} ${String(errors?.count ?? 0).padStart(7)}${errors ? `  ${errors.messages.join(' | ')}` : ''}`,
    );
  }
  console.log(`\nServer RSS every ${SAMPLE_MS / 1000}s over the ${minutes} measured min (MB):`);
  const perMinute = [];
  for (let minute = 0; minute * 60_000 <= samples.at(-1).at; minute += 1) {
    const inMinute = samples.filter((s) => s.at >= minute * 60_000 && s.at < (minute + 1) * 60_000 && s.rss !== null);
    if (inMinute.length > 0) perMinute.push(mb(median(inMinute.map((s) => s.rss))));
  }
  console.log(`  median a minute: ${perMinute.join(', ')}`);
  console.log(
    `  start ${mb(memory.start)}, end ${mb(memory.end)} (medians of the first and last ${(memory.window / 1000).toFixed(0)}s), max ${mb(memory.max)}; growth ${(memory.growth * 100).toFixed(1)} %, trend ${mb(memory.bytesPerMinute)} MB/min`,
  );
  console.log(
    heap.collections < 2
      ? `  heap after a full collection: ${heap.collections} full collection(s) in the measured run, too few to tell`
      : `  heap after a full collection: ${heap.first.toFixed(1)} MB at the first of ${heap.collections}, ${heap.last.toFixed(1)} MB at the last (${(heap.growth * 100).toFixed(1)} %), ${heap.committed.toFixed(1)} MB committed`,
  );
  console.log(`  server CPU ${(cpu / seconds).toFixed(2)} cores on average`);
  const accepted = counters.accepted.size;
  const equal = accepted === stored.students && stored.answers === stored.students && stored.twice === 0;
  console.log(
    `\nhand-ins accepted ${accepted}, stored ${stored.answers} answers of ${stored.students} students, stored twice ${stored.twice} (${equal ? 'equal' : 'MISMATCH'})`,
  );
  const errors = record.errorCount();
  const meets = memory.growth < GOAL_GROWTH && errors === 0 && equal;
  console.log(
    `goal: memory (RSS) grows < ${GOAL_GROWTH * 100} %, no error, accepted = stored: ${(memory.growth * 100).toFixed(1)} %, ${errors} errors → ${meets ? 'meets' : 'MISSES'}`,
  );
}
