import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TOKEN_HEADER } from '@pingjia/contract';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { CLONE_PREFIX, cloneStudents, openQuestionnaire, signInAll } from './students.js';

/*
 * A thousand students hand in at once and the server dies (SIGKILL) half way: nothing answered
 * as stored may be lost, nothing may be stored twice, and a retry after the restart gets the first
 * answer back. On the service PostgreSQL (15), as in production; once per CI run (the first pass).
 */
const SERVICE_DATABASE_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STUDENTS = 250;
/**
 * Each student's submit goes four times at once with the same key (taps, retries): 1,000 concurrent
 * submits. A stored answer costs the server far more than a replayed one, so this keeps the test near a minute.
 */
const COPIES = 4;
/** The kill follows this many answers confirmed, not a time, so it always lands mid-run. */
const KILL_AFTER_STORED = 400;

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const isSecondPass = process.env.PINGJIA_SECOND_PASS === '1';
const serviceUp = !isSecondPass && (await isReachable(SERVICE_DATABASE_URL));

type Outcome =
  { kind: 'stored'; answerId: number } | { kind: 'refused'; code: number; message: string } | { kind: 'cut off' };

async function submit(baseUrl: string, token: string, body: object): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}${api.evaluation.subEvaluationGroupAnswer.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as {
      success: boolean;
      code: number;
      message: string;
      data: { answerId: number };
    };
    if (envelope.success) return { kind: 'stored', answerId: envelope.data.answerId };
    return { kind: 'refused', code: envelope.code, message: envelope.message };
  } catch {
    return { kind: 'cut off' };
  }
}

/** The answer id each student was told, checking that every copy of a submit was told the same. */
function answerIdsByStudent(sent: { student: number; outcome: Outcome }[]): Map<number, number> {
  const ids = new Map<number, number>();
  for (const { student, outcome } of sent) {
    if (outcome.kind !== 'stored') continue;
    expect(ids.get(student) ?? outcome.answerId, `the answers told to student ${student}`).toBe(outcome.answerId);
    ids.set(student, outcome.answerId);
  }
  return ids;
}

interface StoredAnswer {
  id: number;
  login_name: string;
  submit_key: string;
}

describe.skipIf(!serviceUp)('a server killed while a thousand students hand in (service PostgreSQL)', () => {
  const database = `pingjia_crash_${process.pid}_${randomBytes(3).toString('hex')}`;
  const dataDir = path.resolve('.test-data', database);
  const databaseUrl = Object.assign(new URL(SERVICE_DATABASE_URL), { pathname: `/${database}` }).toString();
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, REDIS_URL: '' };
  const admin = new pg.Client({ connectionString: SERVICE_DATABASE_URL });
  const client = new pg.Client({ connectionString: databaseUrl });
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
  });

  afterAll(async () => {
    await server?.kill();
    await client.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function storedAnswers(activityId: number): Promise<StoredAnswer[]> {
    const { rows } = await client.query<StoredAnswer>(
      `select a.id, u.login_name, a.submit_key from answers a join users u on u.id = a.user_id
       where u.login_name like $1 || '%' and a.activity_id = $2 order by a.id`,
      [CLONE_PREFIX, activityId],
    );
    return rows;
  }

  /** Students whose task state does not count exactly the answers stored for them. */
  async function statesOutOfStep(activityId: number): Promise<string[]> {
    const { rows } = await client.query<{ login_name: string }>(
      `select u.login_name from users u
       left join task_states s on s.user_id = u.id and s.activity_id = $2
       where u.login_name like $1 || '%'
         and coalesce(s.respond_times, 0) <> (select count(*) from answers a where a.user_id = u.id and a.activity_id = $2)`,
      [CLONE_PREFIX, activityId],
    );
    return rows.map((row) => row.login_name);
  }

  it('keeps every answer it confirmed, stores none twice, and answers a retry with the first answer', async () => {
    server = await startServerProcess(env);
    await client.connect();
    const loginNames = await cloneStudents(client, STUDENTS);
    const tokens = await signInAll(server.baseUrl, loginNames);
    const questionnaire = await openQuestionnaire(server.baseUrl, tokens[0] ?? '');
    const send = (baseUrl: string, onStored?: () => void) =>
      Promise.all(
        tokens.flatMap((token, student) =>
          Array.from({ length: COPIES }, async () => {
            const body = { ...questionnaire, submitKey: `crash-submit-${student}`, useTime: 60 };
            const outcome = await submit(baseUrl, token, body);
            if (outcome.kind === 'stored') onStored?.();
            return { student, outcome };
          }),
        ),
      );

    const running = server;
    let stored = 0;
    let killed: Promise<void> | undefined;
    const first = await send(running.baseUrl, () => {
      stored += 1;
      if (stored === KILL_AFTER_STORED) killed = running.kill();
    });
    await killed;
    expect(killed, 'the server was killed mid-run').toBeDefined();
    expect(first.filter(({ outcome }) => outcome.kind === 'refused')).toEqual([]);
    expect(first.some(({ outcome }) => outcome.kind === 'cut off')).toBe(true);
    const confirmed = answerIdsByStudent(first);

    server = await startServerProcess(env);
    const afterCrash = await storedAnswers(questionnaire.activityId);
    for (const [student, answerId] of confirmed) {
      const row = afterCrash.find((one) => one.login_name === loginNames[student]);
      expect(row, `the confirmed answer of ${loginNames[student]}`).toEqual({
        id: answerId,
        login_name: loginNames[student],
        submit_key: `crash-submit-${student}`,
      });
    }
    expect(new Set(afterCrash.map((row) => row.login_name)).size).toBe(afterCrash.length);
    expect(await statesOutOfStep(questionnaire.activityId)).toEqual([]);

    const retried = await send(server.baseUrl);
    expect(retried.filter(({ outcome }) => outcome.kind !== 'stored')).toEqual([]);
    const answered = answerIdsByStudent(retried);
    for (const [student, answerId] of confirmed) expect(answered.get(student)).toBe(answerId);
    const afterRetry = await storedAnswers(questionnaire.activityId);
    expect(afterRetry).toHaveLength(STUDENTS);
    expect(new Map(afterRetry.map((row) => [row.login_name, row.id]))).toEqual(
      new Map([...answered].map(([student, answerId]) => [loginNames[student], answerId])),
    );
    expect(await statesOutOfStep(questionnaire.activityId)).toEqual([]);
    await server.stop();
  }, 150_000);
});
