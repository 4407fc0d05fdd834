import { hash } from '@node-rs/argon2';
import type pg from 'pg';
import { api, sealForServer, TOKEN_HEADER } from '@pingjia/contract';
import { DEMO_PASSWORD } from '../../seed/accounts.js';

/** The demo student whose class, school and tasks the clones share. */
const TEMPLATE_STUDENT = 'student02';
export const CLONE_PREFIX = 'crash';

interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

/** One call as the browser makes it; a refusal throws. */
export async function call<T>(baseUrl: string, path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const headers = { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) };
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/**
 * `count` copies of the template student (as scripts/bench/students.mjs makes them), with no daily
 * limit on finished tasks. Their password hash is argon2 at its cheapest: the same sign-in checks
 * it, but a thousand sign-ins take seconds instead of a minute.
 */
export async function cloneStudents(client: pg.Client, count: number): Promise<string[]> {
  const columns = (
    await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = 'users'
         and column_name not in ('id', 'login_name', 'user_name', 'phone', 'certificate_code_encrypted',
                                 'certificate_code_hash', 'certificate_type', 'password_hash')`,
    )
  ).rows.map((row) => row.column_name);
  const list = columns.join(', ');
  const passwordHash = await hash(DEMO_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const created = await client.query<{ login_name: string }>(
    `insert into users (login_name, user_name, password_hash, ${list})
     select $3 || lpad(n::text, 4, '0'), '断电学生' || n, $4, ${list}
     from users, generate_series(1, $2::int) as n where login_name = $1
     returning login_name`,
    [TEMPLATE_STUDENT, count, CLONE_PREFIX, passwordHash],
  );
  await client.query(
    `insert into user_roles (user_id, role_code, school_id, class_id, province_shard_id)
     select u.id, 8, u.school_id, u.class_id, u.province_shard_id from users u where u.login_name like $1 || '%'`,
    [CLONE_PREFIX],
  );
  await client.query(`update evaluation_plans set max_finish = 0`);
  return created.rows.map((row) => row.login_name).sort();
}

/** Runs `work` over the items, `width` at a time, keeping their order. */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

/** Signs every student in through the sealed sign-in, with one transport key for all. */
export async function signInAll(baseUrl: string, loginNames: readonly string[]): Promise<string[]> {
  const key = await call<{ keyId: string; publicKey: string }>(baseUrl, api.sso.getTransportKey.path);
  return inBatches(loginNames, 16, async (loginName) => {
    const body = JSON.stringify({ loginName, password: sealForServer(DEMO_PASSWORD, key) });
    const { token } = await call<{ token: string }>(baseUrl, api.sso.signIn.path, { method: 'POST', body });
    return token;
  });
}

export interface OpenQuestionnaire {
  taskGroupId: number;
  activityId: number;
  answers: Record<string, number | undefined>;
}

/** The first open questionnaire on the student's home page, answered with each item's first option. */
export async function openQuestionnaire(baseUrl: string, token: string): Promise<OpenQuestionnaire> {
  type Home = {
    taskGroups: { tgiId: number; activities: { activityId: number; kind: string; answerDisabled: boolean }[] }[];
  };
  const home = await call<Home>(baseUrl, api.home.queryHomePage.path, { method: 'POST', body: '{}' }, token);
  for (const group of home.taskGroups) {
    const activity = group.activities.find((a) => a.kind === 'questionnaire' && !a.answerDisabled);
    if (!activity) continue;
    const query = `activityId=${activity.activityId}&taskGroupId=${group.tgiId}`;
    type Item = { itemId: number; options: { optionId: number }[] };
    const items = await call<Item[]>(baseUrl, `${api.evaluation.getEvaluationStemInfo.path}?${query}`, {}, token);
    const answers = Object.fromEntries(items.map((item) => [String(item.itemId), item.options[0]?.optionId]));
    return { taskGroupId: group.tgiId, activityId: activity.activityId, answers };
  }
  throw new Error('the demo content has no open questionnaire for the template student');
}
