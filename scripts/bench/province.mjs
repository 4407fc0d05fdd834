// The province bench (`npm run bench -- --province`, issue 12): a province-sized data set built
// once per schema version into a template database, then progressDetail and queryCompletionRate
// at every scope through the real server, the cost the progress counters add to a submit, and a
// district's background export. Figures only: nothing here passes or fails on speed.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { signIn, startProcess } from './lib.mjs';
import { benchReports, printReports } from './report-calls.mjs';

const STUDENTS = Number(process.env.BENCH_PROVINCE_STUDENTS ?? 500_000);
const REQUESTS = Number(process.env.BENCH_PROVINCE_REQUESTS ?? 50);
const SUBMITS = Number(process.env.BENCH_PROVINCE_SUBMITS ?? 400);
const SUBMIT_CONCURRENCY = 10;
const SUBMIT_CLASSES = 40;
/** Submits go to the two servers in turns of this many, so a change in the machine's load touches both alike. */
const SUBMIT_TURN = 20;
/** Another shard than the demo's (33), so the generated province is all its readers see. */
const PROVINCE_SHARD = 34;
const PASSWORD = 'Bench@2026';
const SQL_FILE = path.resolve('scripts/bench/province.sql');
const MIGRATIONS = path.resolve('server/drizzle');

/** The steps of province.sql: each "-- step: name" line starts one (a group of statements run as one). */
function provinceSteps(text = readFileSync(SQL_FILE, 'utf8')) {
  return text
    .split(/^-- step: /m)
    .slice(1)
    .map((chunk) => {
      const newline = chunk.indexOf('\n');
      return { name: chunk.slice(0, newline).trim(), sql: chunk.slice(newline + 1) };
    });
}

/** Fills the connected database with the province: `students` students in shard `shard`, all with one password hash. */
async function loadProvince(client, { students, shard, passwordHash }, onStep = () => {}) {
  await client.query(
    'CREATE TEMP TABLE province_params AS SELECT $1::integer AS students, $2::integer AS shard, $3::text AS password_hash',
    [students, shard, passwordHash],
  );
  for (const step of provinceSteps()) {
    const started = performance.now();
    await client.query(step.sql);
    onStep(step.name, (performance.now() - started) / 1000);
  }
  await client.query('DROP TABLE province_params');
}

/** The template's name: the size, the latest migration's number and a hash of the schema's migrations and the generator. */
function templateName(students) {
  const hash = createHash('sha256');
  const migrations = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of migrations) hash.update(readFileSync(path.join(MIGRATIONS, file)));
  hash.update(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json')));
  hash.update(readFileSync(SQL_FILE));
  const latest = migrations.at(-1)?.slice(0, 4) ?? '0000';
  return `pj_province_${students}_${latest}_${hash.digest('hex').slice(0, 10)}`;
}

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Compares the class counters the triggers kept with the reference recomputation
 * (server/src/modules/progress/recompute.ts) on a sample of classes, activity by activity.
 */
async function checkCounters(url, shard) {
  const { connectDatabase } = await import('../../server/dist/db/client.js');
  const { classes } = await import('../../server/dist/db/schema/index.js');
  const { recomputeClassProgress } = await import('../../server/dist/modules/progress/recompute.js');
  const { db, pool } = connectDatabase(url, 2);
  try {
    const sample = (
      await pool.query(
        `select id from (select id, row_number() over (order by id) as k, count(*) over () as n
           from classes where province_shard_id = $1) c
         where k % greatest(n / 20, 1) = 0`,
        [shard],
      )
    ).rows.map((row) => row.id);
    const activityRows = (
      await pool.query('select id, task_group_id from activities where province_shard_id = $1', [shard])
    ).rows;
    let compared = 0;
    for (const activity of activityRows) {
      const query = { taskGroupId: activity.task_group_id, activityId: activity.id };
      const expected = await recomputeClassProgress(db, query, inArray(classes.id, sample));
      const kept = (
        await pool.query(
          `select class_id, participants, done, waived, in_progress, not_taking_part, time_spent_seconds::int as time
           from class_progress where activity_id = $1 and class_id = any($2)`,
          [activity.id, sample],
        )
      ).rows;
      for (const classId of sample) {
        const tally = expected.get(classId);
        const row = kept.find((k) => k.class_id === classId);
        const want = tally && {
          participants: tally.done + tally.waived + tally.inProgress + tally.notStarted,
          done: tally.done,
          waived: tally.waived,
          inProgress: tally.inProgress,
          notTakingPart: tally.notTakingPart,
          time: tally.timeSpentSeconds,
        };
        const got = row && {
          participants: row.participants,
          done: row.done,
          waived: row.waived,
          inProgress: row.in_progress,
          notTakingPart: row.not_taking_part,
          time: row.time,
        };
        if (JSON.stringify(want) !== JSON.stringify(got)) {
          throw new Error(
            `class ${classId}, activity ${activity.id}: counters ${JSON.stringify(got)} ≠ recomputed ${JSON.stringify(want)}`,
          );
        }
        compared += 1;
      }
    }
    return compared;
  } finally {
    await pool.end();
  }
}

/**
 * The template of this size and schema: reused when it exists, else built (migrations, the
 * generator, a counter check, VACUUM ANALYZE) under a temporary name and renamed when complete,
 * so an interrupted build is never reused. The template of this size for another schema is dropped.
 */
async function ensureProvinceTemplate(adminUrl, students = STUDENTS, log = console.log) {
  const name = templateName(students);
  const existing = await withClient(adminUrl, async (client) => {
    const found = await client.query(`select datname from pg_database where datname like 'pj_province_%'`);
    const names = found.rows.map((row) => row.datname);
    const sameSize = `pj_province_${students}_`;
    for (const stale of names.filter((datname) => datname.startsWith(sameSize) && datname !== name)) {
      log(`dropping the stale province template ${stale}`);
      await client.query(`DROP DATABASE "${stale}" WITH (FORCE)`);
    }
    return names.includes(name);
  });
  if (existing) return { name, built: false, buildSeconds: 0, steps: [] };

  log(`building the province template ${name} (${students} students; done once per schema version)…`);
  const started = performance.now();
  const building = `${name}_build`;
  await withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${building}"`);
  });
  const url = withDatabase(adminUrl, building);
  const { connectDatabase } = await import('../../server/dist/db/client.js');
  const { migrateDatabase } = await import('../../server/dist/db/migrate.js');
  const { hashPassword } = await import('../../server/dist/platform/passwords.js');
  const handle = connectDatabase(url, 1);
  await migrateDatabase(handle.db);
  await handle.pool.end();

  const steps = [];
  const passwordHash = await hashPassword(PASSWORD);
  await withClient(url, async (client) => {
    await loadProvince(client, { students, shard: PROVINCE_SHARD, passwordHash }, (step, seconds) => {
      steps.push({ step, seconds });
      log(`  ${step}: ${seconds.toFixed(1)} s`);
    });
  });
  const compared = await checkCounters(url, PROVINCE_SHARD);
  log(`  counters equal the recomputation on ${compared} sampled class × activity pairs`);
  await withClient(url, async (client) => {
    const vacuumStarted = performance.now();
    await client.query('VACUUM (ANALYZE)');
    steps.push({ step: 'vacuum analyze', seconds: (performance.now() - vacuumStarted) / 1000 });
  });
  await withClient(adminUrl, (client) => client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
  return { name, built: true, buildSeconds: (performance.now() - started) / 1000, steps };
}

/** A fresh copy of the template to run against (a file copy: the template is gigabytes). */
async function cloneTemplate(adminUrl, template, name) {
  await withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
  });
  return withDatabase(adminUrl, name);
}

async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function post(baseUrl, token, url, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { satoken: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** `count` requests one after another (after three to warm up); p50 and p95 in milliseconds. */
async function timeCalls(baseUrl, token, url, body, count) {
  const latencies = [];
  let reply;
  for (let i = 0; i < count + 3; i += 1) {
    const started = performance.now();
    reply = await post(baseUrl, token, url, body);
    const ms = performance.now() - started;
    if (!reply.success) throw new Error(`${url}: ${reply.message}`);
    if (i >= 3) latencies.push(ms);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), reply: reply.data };
}

const SCOPES = [
  { scope: 'province', account: 'pv_province' },
  { scope: 'district', account: 'pv_district' },
  { scope: 'school', account: 'pv_school' },
  { scope: 'class', account: 'pv_class' },
];

async function benchScopes(baseUrl, taskGroupId) {
  const rows = [];
  for (const { scope, account } of SCOPES) {
    const token = await signIn(baseUrl, `${account}_${PROVINCE_SHARD}`, PASSWORD);
    const detail = await timeCalls(
      baseUrl,
      token,
      '/wj/api/task/progressDetail',
      { taskGroupId, pageIndex: 1, pageSize: 20 },
      REQUESTS,
    );
    rows.push({ call: 'progressDetail', scope, rowKind: detail.reply.rowKind, rows: detail.reply.total, ...detail });
    const rate = await timeCalls(baseUrl, token, '/wj/api/assessment/queryCompletionRate', { taskGroupId }, REQUESTS);
    rows.push({
      call: 'queryCompletionRate',
      scope,
      rowKind: rate.reply.rowKind,
      rows: rate.reply.rows.length,
      ...rate,
    });
  }
  return rows.map(({ reply: _reply, ...row }) => row);
}

/**
 * The students who submit: `SUBMITS` who have not handed the questionnaire in, from
 * `SUBMIT_CLASSES` classes spread over the province (taking part), taken class by class in turn
 * so the submits at one moment come from different classes; and the answer they send.
 */
async function submitPlan(url) {
  return withClient(url, async (client) => {
    const activity = (
      await client.query(
        `select id, task_group_id from activities where province_shard_id = $1 and kind = 'questionnaire'`,
        [PROVINCE_SHARD],
      )
    ).rows[0];
    const items = (
      await client.query(
        `select i.id, min(o.id) as option_id from items i join item_options o on o.item_id = i.id
         where i.activity_id = $1 group by i.id`,
        [activity.id],
      )
    ).rows;
    const perClass = Math.ceil(SUBMITS / SUBMIT_CLASSES);
    const students = (
      await client.query(
        `with chosen as (
           select id from (select c.id, row_number() over (order by c.id) as k, count(*) over () as n
             from classes c where c.province_shard_id = $1
               and not exists (select 1 from participation x where x.subject_type = 'school' and x.subject_id = c.school_id)) c
           where k % greatest(n / $2, 1) = 0 limit $2
         )
         select login_name from (
           select u.login_name, row_number() over (partition by u.class_id order by u.id) as turn, u.class_id
           from users u join chosen on chosen.id = u.class_id
           join task_states ts on ts.user_id = u.id and ts.activity_id = $3 and ts.user_task_state = 0
           where u.user_type = 1 and u.state = 1
             and not exists (select 1 from participation x where x.subject_type = 'student' and x.subject_id = u.id)
         ) s where turn <= $4 order by turn, class_id limit $5`,
        [PROVINCE_SHARD, SUBMIT_CLASSES, activity.id, perClass, SUBMITS],
      )
    ).rows.map((row) => row.login_name);
    const answers = Object.fromEntries(items.map((item) => [String(item.id), String(item.option_id)]));
    return { taskGroupId: activity.task_group_id, activityId: activity.id, answers, students };
  });
}

async function signInAll(baseUrl, logins) {
  const tokens = [];
  for (let i = 0; i < logins.length; i += 8) {
    const batch = logins.slice(i, i + 8);
    tokens.push(...(await Promise.all(batch.map((login) => signIn(baseUrl, login, PASSWORD)))));
  }
  return tokens;
}

/** The students `from` to `to` submit once each, `SUBMIT_CONCURRENCY` at a time, adding their latencies. */
async function submitTurn(target, plan, from, to) {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const index = next;
      next += 1;
      const body = {
        taskGroupId: plan.taskGroupId,
        activityId: plan.activityId,
        submitKey: `province-${index}`,
        answers: plan.answers,
        useTime: 90,
      };
      const started = performance.now();
      const reply = await post(
        target.baseUrl,
        target.tokens[index],
        '/wj/api/evaluation/subEvaluationGroupAnswer',
        body,
      );
      target.latencies.push(performance.now() - started);
      if (!reply.success) {
        target.failures += 1;
        if (target.failures === 1) console.warn(`submit refused: ${reply.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: SUBMIT_CONCURRENCY }, worker));
}

/**
 * The same students submit the same answer on two copies of the province, one with the
 * progress triggers and one without, in alternating turns; p50 and p99 of each in milliseconds.
 */
async function benchSubmits(withCounters, withoutCounters, plan) {
  const targets = [withCounters, withoutCounters].map((server) => ({ ...server, latencies: [], failures: 0 }));
  for (const target of targets) target.tokens = await signInAll(target.baseUrl, plan.students);
  for (let from = 0; from < plan.students.length; from += SUBMIT_TURN) {
    const to = Math.min(from + SUBMIT_TURN, plan.students.length);
    for (const target of targets) await submitTurn(target, plan, from, to);
  }
  return targets.map(({ latencies, failures }) => {
    latencies.sort((a, b) => a - b);
    return { submits: latencies.length, failures, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  });
}

function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The district admin's whole-district export, made by the background job: seconds to done and the server's peak memory. */
async function benchDistrictExport(baseUrl, pid, taskGroupId) {
  const token = await signIn(baseUrl, `pv_district_${PROVINCE_SHARD}`, PASSWORD);
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const start = await post(baseUrl, token, '/wj/api/task/startExportJob', {
      kind: 'progressDetails',
      query: { taskGroupId, userType: 1 },
    });
    if (!start.success) return { skipped: start.message };
    let job = start.data;
    while (job.state !== 'done' && job.state !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await fetch(`${baseUrl}/wj/api/task/getExportJob?jobId=${job.jobId}`, {
        headers: { satoken: token },
      });
      job = (await response.json()).data;
    }
    if (job.state === 'failed') return { skipped: job.failure };
    return {
      rows: job.totalRows,
      seconds: (performance.now() - started) / 1000,
      rssBeforeMb: before,
      peakRssMb: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Drops the progress triggers of migration 0011: the database a submit without counters runs on. */
async function dropProgressTriggers(url) {
  await withClient(url, async (client) => {
    const triggers = await client.query(
      `select format('DROP TRIGGER %I ON %I', t.tgname, c.relname) as statement
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where not t.tgisinternal and t.tgname like '%\\_progress\\_%'`,
    );
    for (const row of triggers.rows) await client.query(row.statement);
  });
}

/** Has PostgreSQL time the functions run in the database (the counters' triggers among them). */
async function timeFunctions(adminUrl, database) {
  await withClient(adminUrl, (client) => client.query(`ALTER DATABASE "${database}" SET track_functions = 'all'`));
}

/** The time the progress triggers took inside PostgreSQL, per submit (the trigger functions' own totals). */
async function counterMilliseconds(url, submits) {
  const { rows } = await withClient(url, (client) =>
    client.query(
      `select coalesce(sum(total_time), 0) as ms from pg_stat_user_functions where funcname like 'progress\\_after\\_%'`,
    ),
  );
  return submits === 0 ? 0 : Number(rows[0].ms) / submits;
}

async function withServer(url, dataDir, work) {
  const server = await startProcess('server/dist/main.js', { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function benchProvince({ adminUrl, scratchDir }) {
  const template = await ensureProvinceTemplate(adminUrl);
  const sizes = await withClient(withDatabase(adminUrl, template.name), async (client) => {
    const scalar = async (text, params = [PROVINCE_SHARD]) => Number((await client.query(text, params)).rows[0].n);
    const rows = (table, where = 'true') =>
      scalar(`select count(*) as n from ${table} where province_shard_id = $1 and ${where}`);
    return {
      students: await rows('users', 'user_type = 1'),
      schools: await rows('schools'),
      districts: await rows('regions', `level = 'district'`),
      classes: await rows('classes'),
      taskStates: await rows('task_states'),
      answers: await rows('answers'),
      classProgress: await rows('class_progress'),
      databaseMb: (await scalar('select pg_database_size(current_database()) as n', [])) / 1048576,
      taskGroupId: await scalar(
        `select id as n from task_groups where province_shard_id = $1 and evaluation_batch = '2'`,
      ),
    };
  });

  const withCounters = await cloneTemplate(adminUrl, template.name, 'pj_province_run');
  const withoutCounters = await cloneTemplate(adminUrl, template.name, 'pj_province_run_bare');
  let scopes;
  let reports;
  let submit;
  let submitBare;
  let districtExport;
  const load = { cores: cpus().length, start: 0, end: 0 };
  try {
    await dropProgressTriggers(withoutCounters);
    await timeFunctions(adminUrl, 'pj_province_run');
    const plan = await submitPlan(withCounters);
    await withServer(withCounters, path.join(scratchDir, 'province-files'), (server) =>
      withServer(withoutCounters, path.join(scratchDir, 'province-bare-files'), async (bare) => {
        load.start = loadavg()[0];
        scopes = await benchScopes(server.baseUrl, sizes.taskGroupId);
        reports = await benchReports({
          baseUrl: server.baseUrl,
          url: withCounters,
          shard: PROVINCE_SHARD,
          password: PASSWORD,
          taskGroupId: sizes.taskGroupId,
          time: (token, url, body) => timeCalls(server.baseUrl, token, url, body, REQUESTS),
        });
        [submit, submitBare] = await benchSubmits(server, bare, plan);
        districtExport = await benchDistrictExport(server.baseUrl, server.pid, sizes.taskGroupId);
        load.end = loadavg()[0];
      }),
    );
    // The servers have stopped, so their connections have reported their function times.
    submit.countersMs = await counterMilliseconds(withCounters, submit.submits);
  } finally {
    await dropDatabase(adminUrl, 'pj_province_run');
    await dropDatabase(adminUrl, 'pj_province_run_bare');
  }
  return { template, sizes, load, scopes, reports, submit, submitBare, districtExport };
}

const pad = (value, width) => String(value).padStart(width);
const ms = (value) => value.toFixed(0);

function printProvince({ template, sizes, load, scopes, reports, submit, submitBare, districtExport }) {
  console.log(
    `\nProvince: ${sizes.students} students, ${sizes.schools} schools, ${sizes.districts} districts, ${sizes.classes} classes, ` +
      `${sizes.taskStates} task states, ${sizes.answers} answers, ${sizes.classProgress} class counters ` +
      `(${(sizes.databaseMb / 1024).toFixed(1)} GB)`,
  );
  console.log(
    template.built
      ? `template ${template.name} built in ${template.buildSeconds.toFixed(0)} s (${template.steps
          .map((s) => `${s.step} ${s.seconds.toFixed(0)} s`)
          .join(', ')})`
      : `template ${template.name} reused (built once per schema version)`,
  );
  console.log(
    `${load.cores} cores; load average (1 min) ${load.start.toFixed(1)} when the requests began, ${load.end.toFixed(1)} at the end`,
  );
  console.log(`\n${REQUESTS} requests per line, one after another, through the server; goal p95 < 200 ms\n`);
  console.log('call                 scope      rows              p50 ms  p95 ms');
  for (const row of scopes) {
    console.log(
      `${row.call.padEnd(20)} ${row.scope.padEnd(10)} ${pad(`${row.rows} ${row.rowKind}s`, 16)} ${pad(ms(row.p50), 7)} ${pad(ms(row.p95), 7)}`,
    );
  }
  printReports(reports, { requests: REQUESTS, goalMs: 200 });
  console.log(
    `\nSubmit of the questionnaire: the same ${submit.submits} students of ${SUBMIT_CLASSES} classes on two copies of the ` +
      `province, ${SUBMIT_CONCURRENCY} at a time, in alternating turns of ${SUBMIT_TURN}\n`,
  );
  console.log('                     p50 ms  p99 ms  refused');
  console.log(`with counters        ${pad(ms(submit.p50), 6)} ${pad(ms(submit.p99), 7)} ${pad(submit.failures, 8)}`);
  console.log(
    `without (no trigger) ${pad(ms(submitBare.p50), 6)} ${pad(ms(submitBare.p99), 7)} ${pad(submitBare.failures, 8)}`,
  );
  console.log(`the counters' triggers inside PostgreSQL: ${submit.countersMs.toFixed(1)} ms per submit`);
  if (districtExport.skipped) {
    console.log(`\nDistrict export: not measured (${districtExport.skipped})`);
  } else {
    console.log(
      `\nDistrict export (background job, ${districtExport.rows} rows): ${districtExport.seconds.toFixed(1)} s, ` +
        `server RSS ${districtExport.rssBeforeMb.toFixed(0)} MB before, peak ${districtExport.peakRssMb.toFixed(0)} MB`,
    );
  }
}

/**
 * `npm run bench -- --province`: on the embedded PostgreSQL, whose data folder is kept between
 * runs so the template is built once per schema version, or on BENCH_PROVINCE_DATABASE_URL
 * (a server where this user may create databases).
 */
export async function runProvinceBench(startEmbeddedPostgres) {
  const scratchDir = path.resolve('.test-data', `bench-province-${process.pid}`);
  const serviceUrl = process.env.BENCH_PROVINCE_DATABASE_URL;
  const embedded = serviceUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.resolve('.test-data', 'bench-province', 'pg'), persistent: true });
  try {
    printProvince(await benchProvince({ adminUrl: serviceUrl ?? embedded.connectionString(), scratchDir }));
  } finally {
    await embedded?.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}
