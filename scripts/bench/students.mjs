// Issue 4's load: 200 simulated students on the home page call, then each submitting the open
// questionnaire at once (half of them retrying with the same key, as a double click or a retry
// after a timeout would), and the stored answers counted against the accepted submits.
import pg from 'pg';
import { signIn } from './lib.mjs';

const TEMPLATE_STUDENT = 'student02';

/** Clones the template student `count` times (same class, same password hash), ready to sign in. */
async function createStudents(client, count) {
  const columns = (
    await client.query(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = 'users'
         and column_name not in ('id', 'login_name', 'user_name', 'phone', 'certificate_code_encrypted', 'certificate_code_hash', 'certificate_type')`,
    )
  ).rows.map((row) => row.column_name);
  const list = columns.join(', ');
  const created = await client.query(
    `insert into users (login_name, user_name, ${list})
     select 'bench' || lpad(n::text, 4, '0'), '压测学生' || n, ${list}
     from users, generate_series(1, $2::int) as n where login_name = $1
     returning id, login_name`,
    [TEMPLATE_STUDENT, count],
  );
  await client.query(
    `insert into user_roles (user_id, role_code, school_id, class_id, province_shard_id)
     select u.id, 8, u.school_id, u.class_id, u.province_shard_id from users u where u.login_name like 'bench%'`,
  );
  // The bench measures the submit path, not the daily limit: lift it for the bench's grade.
  await client.query(`update evaluation_plans set max_finish = 0`);
  return created.rows;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - started };
}

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { satoken: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

async function signInAll(baseUrl, students) {
  const tokens = [];
  for (let i = 0; i < students.length; i += 8) {
    const batch = students.slice(i, i + 8);
    tokens.push(...(await Promise.all(batch.map((s) => signIn(baseUrl, s.login_name, 'Pingjia@2026')))));
  }
  return tokens;
}

async function homeLoad(baseUrl, tokens, seconds) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const { result, ms } = await timed(() => call(baseUrl, token, 'POST', '/wj/api/index/queryHomePage', {}));
        latencies.push(ms);
        if (!result.success) failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { reqPerSec: latencies.length / seconds, p99: percentile(latencies, 99), failures };
}

async function openQuestionnaire(baseUrl, token) {
  const home = await call(baseUrl, token, 'POST', '/wj/api/index/queryHomePage', {});
  for (const group of home.data.taskGroups) {
    const activity = group.activities.find((a) => a.kind === 'questionnaire' && !a.answerDisabled);
    if (!activity) continue;
    const query = `activityId=${activity.activityId}&taskGroupId=${group.tgiId}`;
    const items = await call(baseUrl, token, 'GET', `/wj/api/evaluation/getEvaluationStemInfo?${query}`);
    const answers = Object.fromEntries(items.data.map((item) => [String(item.itemId), item.options[0]?.optionId]));
    return { taskGroupId: group.tgiId, activityId: activity.activityId, answers };
  }
  throw new Error('no open questionnaire in the demo content');
}

async function submitLoad(baseUrl, tokens, target) {
  const latencies = [];
  let accepted = 0;
  let duplicatesAnsweredAsFirst = 0;
  await Promise.all(
    tokens.map(async (token, index) => {
      const body = { ...target, submitKey: `bench-${index}-${Date.now()}`, useTime: 60 };
      const attempts = index % 2 === 0 ? 2 : 1;
      const results = await Promise.all(
        Array.from({ length: attempts }, async () => {
          const { result, ms } = await timed(() =>
            call(baseUrl, token, 'POST', '/wj/api/evaluation/subEvaluationGroupAnswer', body),
          );
          latencies.push(ms);
          return result;
        }),
      );
      if (results.some((r) => r.success)) accepted += 1;
      if (attempts === 2 && results.every((r) => r.success)) duplicatesAnsweredAsFirst += 1;
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, p99: percentile(latencies, 99), accepted, duplicatesAnsweredAsFirst };
}

export async function benchStudents({ baseUrl, databaseUrl, students = 200, seconds = 5 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const created = await createStudents(client, students);
    const tokens = await signInAll(baseUrl, created);
    const home = await homeLoad(baseUrl, tokens, seconds);
    const target = await openQuestionnaire(baseUrl, tokens[0]);
    const submit = await submitLoad(baseUrl, tokens, target);
    const stored = await client.query(
      `select count(*)::int as n from answers a join users u on u.id = a.user_id where u.login_name like 'bench%'`,
    );
    return { students, home, submit, storedAnswers: stored.rows[0].n };
  } finally {
    await client.end();
  }
}
