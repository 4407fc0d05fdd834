// The report calls of issue 13 on the province bench (`npm run bench -- --province`): the area,
// school and class reports with value-added against their default baseline, the key indicators,
// a class report and a student's own report, through the real server; then the plan of the
// slowest statement of the slowest call. That call's own server function (server/dist) runs
// once more on a database handle that logs what it sends, and each statement is run again under
// EXPLAIN (ANALYZE, BUFFERS) with the same parameters. Figures only.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { api, RoleCode } from '../../packages/contract/dist/index.js';
import { signIn } from './lib.mjs';

const LOCALE = 'zh-CN';

/** The generated staff of province.sql, one per scope: area admins (5), a school admin (6), a head teacher (11). */
const STAFF = [
  { scope: 'province', account: 'pv_province' },
  { scope: 'district', account: 'pv_district' },
  { scope: 'school', account: 'pv_school' },
  { scope: 'class', account: 'pv_class' },
];

const pairedOf = (valueAdded) => `${valueAdded?.paired ?? 0} paired`;

async function post(baseUrl, token, url, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { satoken: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = await response.json();
  if (!reply.success) throw new Error(`${url}: ${reply.message}`);
  return reply.data;
}

/**
 * The people and places the calls read: each staff member's user and role, the head teacher's
 * class and the district the district admin holds, and a student of that class with a score
 * in both the report and its baseline (batch 1).
 */
async function placesOf(client, shard, taskGroupId) {
  const staff = (
    await client.query(
      `select u.login_name, u.id as user_id, r.role_code, r.region_id, r.class_id
       from users u join user_roles r on r.user_id = u.id
       where u.login_name = any($1)`,
      [STAFF.map(({ account }) => `${account}_${shard}`)],
    )
  ).rows;
  const of = (account) => staff.find((row) => row.login_name === `${account}_${shard}`);
  const classId = of('pv_class').class_id;
  const student = (
    await client.query(
      `select u.id, u.login_name from users u
       where u.class_id = $1 and u.user_type = 1
         and exists (select 1 from report_student_scores s
           where s.user_id = u.id and s.task_group_id = $2 and s.dimension_id = 'overall')
         and exists (select 1 from report_student_scores s join task_groups g on g.id = s.task_group_id
           where s.user_id = u.id and g.province_shard_id = $3 and g.evaluation_batch = '1')
       order by u.id limit 1`,
      [classId, taskGroupId, shard],
    )
  ).rows[0];
  const baselineId = (
    await client.query(`select id from task_groups where province_shard_id = $1 and evaluation_batch = '1'`, [shard])
  ).rows[0].id;
  const sizes = (
    await client.query(
      `select (select count(*) from report_student_scores where province_shard_id = $1) as student_rows,
              (select count(*) from report_class_scores where province_shard_id = $1) as class_rows,
              (select count(*) from report_class_pairs where province_shard_id = $1) as pair_rows`,
      [shard],
    )
  ).rows[0];
  return {
    staff: (account) => {
      const row = of(account);
      return { login: row.login_name, session: { userId: row.user_id, roleId: row.role_code, provinceShardId: shard } };
    },
    districtId: of('pv_district').region_id,
    classId,
    student: {
      login: student.login_name,
      session: { userId: student.id, roleId: RoleCode.student, provinceShardId: shard },
    },
    baselineId,
    studentRows: Number(sizes.student_rows),
    classRows: Number(sizes.class_rows),
    pairRows: Number(sizes.pair_rows),
  };
}

/**
 * The calls to time: each with who signs in, its body, what its reply shows, and how to run it
 * again from server/dist (`fns`) on a given database handle.
 */
function callsOf(places, taskGroupId) {
  const calls = [];
  for (const { scope, account } of STAFF) {
    const staff = places.staff(account);
    const scopeOf = (fns, db) => fns.loadScope(db, staff.session);
    calls.push({
      call: 'queryDistrictReport',
      scope,
      login: staff.login,
      url: api.report.queryDistrictReport.path,
      body: { taskGroupId },
      shown: (reply) => ({
        rows: `${reply.rows.length} ${reply.rows[0]?.kind ?? 'row'}s`,
        valueAdded: pairedOf(reply.overall.valueAdded),
      }),
      run: async (fns, db) => fns.unitReport(db, await scopeOf(fns, db), { taskGroupId }, LOCALE),
    });
    calls.push({
      call: 'getKeyDimensionalIndicators',
      scope,
      login: staff.login,
      url: api.report.getKeyDimensionalIndicators.path,
      body: { taskGroupId },
      shown: (reply) => ({
        rows: `${reply.strongest.length + reply.weakest.length} indicators`,
        valueAdded: pairedOf(reply.keyPoint.aspect?.valueAdded),
      }),
      run: async (fns, db) => fns.keyIndicators(db, await scopeOf(fns, db), { taskGroupId }, LOCALE),
    });
  }
  const headTeacher = places.staff('pv_class');
  const classQuery = { taskGroupId, classId: places.classId };
  calls.push({
    call: 'getClassesReportByEachina',
    scope: 'class',
    login: headTeacher.login,
    url: api.report.getClassesReportByEachina.path,
    body: classQuery,
    shown: (reply) => ({ rows: `${reply.students.length} students`, valueAdded: pairedOf(reply.overall.valueAdded) }),
    run: async (fns, db) => fns.classReport(db, await fns.loadScope(db, headTeacher.session), classQuery, LOCALE),
  });
  calls.push({
    call: 'getStudentReport',
    scope: 'own',
    login: places.student.login,
    url: api.report.getStudentReport.path,
    body: { taskGroupId },
    shown: (reply) => ({
      rows: `${reply.aspects.length} aspects`,
      valueAdded: `${reply.aspects.filter((aspect) => aspect.change !== null).length} changes`,
    }),
    run: async (fns, db) => {
      const reader = await fns.familyReaderOf(db, { sessionId: 'bench', actorUserId: null, ...places.student.session });
      return fns.studentReport(db, reader, { taskGroupId }, LOCALE, new Date());
    },
  });
  return calls;
}

/** The server functions the calls run, from the built server. */
async function serverFunctions() {
  const [report, insights, classes, studentService, studentPolicy, scope, schema] = await Promise.all([
    import('../../server/dist/modules/reports/report.js'),
    import('../../server/dist/modules/reports/insights.js'),
    import('../../server/dist/modules/reports/classes.js'),
    import('../../server/dist/modules/student-reports/service.js'),
    import('../../server/dist/modules/student-reports/policy.js'),
    import('../../server/dist/modules/scope/scope.js'),
    import('../../server/dist/db/schema/index.js'),
  ]);
  return {
    unitReport: report.unitReport,
    keyIndicators: insights.keyIndicators,
    classReport: classes.classReport,
    studentReport: studentService.studentReport,
    familyReaderOf: studentPolicy.familyReaderOf,
    loadScope: scope.loadScope,
    schema,
  };
}

const isRead = (query) => /^\s*(select|with)\b/i.test(query) && !/\b(insert|update|delete)\b/i.test(query);

/**
 * The slowest statement `call` sends: the call runs once on a logging handle, then each read
 * it sent runs under EXPLAIN (ANALYZE, BUFFERS) with its parameters, one after another.
 */
async function slowestStatement(url, call) {
  const fns = await serverFunctions();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const logged = [];
  try {
    const db = drizzle({
      client: pool,
      schema: fns.schema,
      logger: { logQuery: (query, params) => logged.push({ query, params }) },
    });
    await call.run(fns, db);
    const reads = logged.filter(({ query }) => isRead(query));
    let slowest = null;
    for (const { query, params } of reads) {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']);
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1] ?? 0);
      if (!slowest || ms > slowest.ms) slowest = { query, plan, ms };
    }
    return { statements: reads.length, ...slowest };
  } finally {
    await pool.end();
  }
}

/**
 * Times every report call (`time`: the province bench's p50/p95 over its request count) and
 * explains the slowest one's slowest statement. The district admin first publishes the report
 * and its baseline for the district, so the student reads both as a family does.
 */
export async function benchReports({ baseUrl, url, shard, password, taskGroupId, time }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let places;
  try {
    places = await placesOf(client, shard, taskGroupId);
  } finally {
    await client.end();
  }
  const tokens = new Map();
  const tokenOf = async (login) => {
    if (!tokens.has(login)) tokens.set(login, await signIn(baseUrl, login, password));
    return tokens.get(login);
  };
  const district = await tokenOf(places.staff('pv_district').login);
  for (const group of [taskGroupId, places.baselineId]) {
    await post(baseUrl, district, api.report.publishReport.path, {
      taskGroupId: group,
      scope: 'region',
      scopeId: places.districtId,
    });
  }

  const rows = [];
  for (const call of callsOf(places, taskGroupId)) {
    const timed = await time(await tokenOf(call.login), call.url, call.body);
    rows.push({ call, p50: timed.p50, p95: timed.p95, ...call.shown(timed.reply) });
  }
  const slowest = rows.reduce((worst, row) => (row.p95 > worst.p95 ? row : worst));
  return {
    sizes: { studentRows: places.studentRows, classRows: places.classRows, pairRows: places.pairRows },
    rows: rows.map(({ call, ...row }) => ({ call: call.call, scope: call.scope, ...row })),
    slowest: { call: slowest.call.call, scope: slowest.call.scope, ...(await slowestStatement(url, slowest.call)) },
  };
}

const pad = (value, width) => String(value).padStart(width);
/** "$4, $5, …, $28" for a list of ids sent as parameters. */
const shortened = (query) => query.replace(/\$(\d+)(?:, \$\d+)+, \$(\d+)/g, '$$$1, …, $$$2');
const ms = (value) => value.toFixed(0);

/** The report table in the progress table's layout, the goal line, and the slowest statement's plan. */
export function printReports({ sizes, rows, slowest }, { requests, goalMs }) {
  console.log(
    `\nReports (report_student_scores ${sizes.studentRows} rows, report_class_scores ${sizes.classRows}, ` +
      `report_class_pairs ${sizes.pairRows}): ` +
      `${requests} requests per line, one after another, through the server; value-added against the default ` +
      `baseline; goal p95 < ${goalMs} ms\n`,
  );
  console.log('call                         scope      rows              value-added  p50 ms  p95 ms');
  for (const row of rows) {
    console.log(
      `${row.call.padEnd(28)} ${row.scope.padEnd(10)} ${pad(row.rows, 16)} ${pad(row.valueAdded, 12)} ${pad(ms(row.p50), 7)} ${pad(ms(row.p95), 7)}`,
    );
  }
  const over = rows.filter((row) => row.p95 >= goalMs);
  console.log(
    over.length === 0
      ? `every report call within the goal (p95 < ${goalMs} ms)`
      : `over the goal: ${over.map((row) => `${row.call} (${row.scope}) ${ms(row.p95)} ms`).join(', ')}`,
  );
  console.log(
    `\nThe slowest, ${slowest.call} (${slowest.scope}): ${slowest.statements} statements; its slowest, ` +
      `${slowest.ms.toFixed(1)} ms under EXPLAIN (ANALYZE, BUFFERS) (runs of parameters shortened):\n\n` +
      `${shortened(slowest.query)}\n\n${slowest.plan.join('\n')}`,
  );
}
