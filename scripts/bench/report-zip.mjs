// `npm run bench -- --report-zip` (issue 13): a class's zip of 50 student report PDFs, made by the
// background export job of a running server on the demo data: seconds to done, the server's
// resident memory before and at its peak, and the zip's size. Figures only.
import path from 'node:path';
import { readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { recreateDatabase, signIn, startProcess } from './lib.mjs';

const STUDENTS = Number(process.env.BENCH_ZIP_STUDENTS ?? 50);
const DEMO_PASSWORD = 'Pingjia@2026';
/** The demo's school admin of 求是实验学校 (school 1). */
const STAFF = 'schooladmin01';
/** The five aspects and two indicators each, as the demo's dimension tree has them. */
const DIMENSIONS = ['1', '10', '11', '2', '20', '21', '3', '30', '31', '4', '40', '41', '5', '50', '51'];

function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** A new class of school 1 with its students scored in a new report (task group), all in SQL. */
async function addScoredClass(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text, values) => (await client.query(text, values)).rows[0];
    const template = await one(
      `SELECT u.password_hash, u.school_id, u.grade_id, u.province_shard_id FROM users u WHERE u.login_name = 'student01'`,
    );
    const shard = template.province_shard_id;
    const group = await one(
      `INSERT INTO task_groups (name, start_time, end_time, report_year, evaluation_batch, province_shard_id)
       VALUES ('基准报告测评', now() - interval '30 days', now() + interval '30 days', '2025', '1', $1) RETURNING id`,
      [shard],
    );
    const activity = await one(
      `INSERT INTO activities (task_group_id, kind, name, guide_page, sort, province_shard_id)
       VALUES ($1, 'activity', '基准报告活动', '{"title":"基准报告活动","content":"","media":[]}'::jsonb, 1, $2) RETURNING id`,
      [group.id, shard],
    );
    // The grade's plan takes the group, which puts the report in the school's scope.
    await client.query(
      `INSERT INTO plan_task_groups (plan_id, task_group_id, province_shard_id)
       SELECT p.id, $1, $2 FROM evaluation_plans p WHERE p.grade_id = $3`,
      [group.id, shard, template.grade_id],
    );
    const klass = await one(
      `INSERT INTO classes (school_id, grade_id, name, province_shard_id) VALUES ($1, $2, '基准班', $3) RETURNING id`,
      [template.school_id, template.grade_id, shard],
    );
    await client.query(
      `WITH created AS (
         INSERT INTO users (login_name, user_name, password_hash, user_type, gender, province_shard_id, school_id,
           grade_id, class_id)
         SELECT format('zipbench%s', lpad(n::text, 3, '0')), format('基准学生%s', n), $1, 1, (n % 2)::text, $2, $3, $4, $5
         FROM generate_series(1, $6::int) AS n
         RETURNING id, school_id, class_id)
       INSERT INTO user_roles (user_id, role_code, school_id, class_id, province_shard_id)
       SELECT id, 8, school_id, class_id, $2 FROM created`,
      [template.password_hash, shard, template.school_id, template.grade_id, klass.id, STUDENTS],
    );
    // One statement: the report triggers refresh the class once.
    await client.query(
      `INSERT INTO dimension_scores (user_id, activity_id, task_group_id, dimension_id, parent_dimension_id, score, level,
         province_shard_id, updated_at)
       SELECT u.id, $1, $2, d.id, CASE WHEN length(d.id) = 1 THEN NULL ELSE left(d.id, 1) END, s.score,
         CASE WHEN s.score >= 85 THEN 4 WHEN s.score >= 70 THEN 3 WHEN s.score >= 60 THEN 2 ELSE 1 END, $3, now()
       FROM users u
       CROSS JOIN unnest($4::text[]) AS d(id)
       CROSS JOIN LATERAL (SELECT (50 + (hashint4(u.id * 31 + d.id::int) & 4095) % 50)::real AS score) s
       WHERE u.class_id = $5`,
      [activity.id, group.id, shard, DIMENSIONS, klass.id],
    );
    return { taskGroupId: group.id, classId: klass.id };
  } finally {
    await client.end();
  }
}

async function call(baseUrl, token, route, init = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', satoken: token, ...init.headers },
  });
  const body = await response.json();
  if (!body.success) throw new Error(`${route}: ${body.message}`);
  return body.data;
}

/** Starts the zip job as the page does, polls it to the end while sampling the server's memory. */
async function zipOfClass(server, token, query) {
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 50);
  const started = performance.now();
  try {
    let job = await call(server.baseUrl, token, '/wj/api/task/startExportJob', {
      method: 'POST',
      body: JSON.stringify({ kind: 'classReportPdfs', query }),
    });
    while (job.state !== 'done' && job.state !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await call(server.baseUrl, token, `/wj/api/task/getExportJob?jobId=${job.jobId}`);
    }
    if (job.state === 'failed') throw new Error(`the zip job failed: ${job.failure}`);
    return { job, seconds: (performance.now() - started) / 1000, rssBeforeMb: before, peakRssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

/** The zip through its §7 link, and how many entries its central directory lists. */
async function downloadZip(baseUrl, token, fileName) {
  const link = await call(baseUrl, token, '/io/file/createDownloadToken', {
    method: 'POST',
    body: JSON.stringify({ purpose: 'downloadZipFile', params: { fileName } }),
  });
  const query = new URLSearchParams({ fileName, ...link });
  const bytes = Buffer.from(await (await fetch(`${baseUrl}/io/file/downloadZipFile?${query}`)).arrayBuffer());
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return { bytes: bytes.length, entries: end === -1 ? 0 : bytes.readUInt16LE(end + 10) };
}

export async function runReportZipBench(startEmbeddedPostgres) {
  const scratch = path.resolve('.test-data', `bench-zip-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), persistent: false });
  try {
    const databaseUrl = await recreateDatabase(embedded.connectionString(), 'pingjia_bench_zip');
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: path.join(scratch, 'files'), LOG_LEVEL: 'warn' };
    // The first start seeds the demo; the class is added to it, then a fresh server makes the zip.
    const seeding = await startProcess('server/dist/main.js', env);
    await seeding.stop();
    const query = await addScoredClass(databaseUrl);
    const server = await startProcess('server/dist/main.js', env);
    try {
      const token = await signIn(server.baseUrl, STAFF, DEMO_PASSWORD);
      const made = await zipOfClass(server, token, query);
      const zip = await downloadZip(server.baseUrl, token, made.job.fileName);
      console.log(`\nA class's zip of student report PDFs (${STAFF}, background export job, embedded PG 18)\n`);
      console.log(`students ${made.job.totalRows}, PDFs in the zip ${zip.entries}`);
      console.log(
        `seconds to done ${made.seconds.toFixed(1)} (${((made.seconds * 1000) / zip.entries).toFixed(0)} ms a PDF)`,
      );
      console.log(
        `server RSS ${made.rssBeforeMb.toFixed(0)} MB before, peak ${made.peakRssMb.toFixed(0)} MB (+${(made.peakRssMb - made.rssBeforeMb).toFixed(0)} MB)`,
      );
      console.log(
        `zip ${(zip.bytes / 1048576).toFixed(2)} MB, ${(zip.bytes / 1024 / zip.entries).toFixed(0)} KB a PDF`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await embedded.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
