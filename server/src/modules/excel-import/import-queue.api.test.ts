import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, RoleCode } from '@pingjia/contract';
import { importJobs, users } from '../../db/schema/index.js';
import { createLocalDiskStore, dataDirFileStore } from '../../platform/file-store/local-disk.js';
import type { FileStore } from '../../platform/file-store/types.js';
import type { WorkerTimings } from '../../platform/jobs/leased-worker.js';
import { hashPassword } from '../../platform/passwords.js';
import { createPii } from '../../platform/pii.js';
import { authed, body, buildTestApp, seal, signIn, testDb, TEST_PII_KEY, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { auditCount, findUser, twoSchools, userCount } from '../scope/test-support.js';
import { IMPORT_COLUMNS } from './columns.js';
import { uploadFile, workbookOf, type Progress } from './test-support.js';
import { ImportWorker } from './worker.js';

// Several servers share one database and one file store. A worker built here is "another server":
// its lease is short, so it takes over a job left by a dead one at once. The app's own worker keeps
// the production lease (30 s), so a job whose server was last heard from 5 s ago is not its to take.

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let token: string;
let passwordHash: string;

const FAST: WorkerTimings = { pollMs: 20, heartbeatMs: 20, leaseSeconds: 1, maxAttempts: 3 };
const WAIT = { timeout: 15_000, interval: 20 };
const suffix = Math.random().toString(36).slice(2, 7);
const workers: ImportWorker[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  token = await signIn(t.app, org.adminA.loginName, TEST_PASSWORD);
  passwordHash = await hashPassword('Init@2026');
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.close()));
});

function startWorker(files: FileStore = dataDirFileStore(t.dataDir)): ImportWorker {
  const worker = new ImportWorker({ db: testDb(), files, pii: createPii(TEST_PII_KEY) }, t.app.log, FAST);
  workers.push(worker);
  worker.start();
  return worker;
}

/** Two good students of class A, named for the test. */
async function studentFile(tag: string): Promise<{ fileName: string; loginNames: [string, string] }> {
  const loginNames: [string, string] = [`${tag}1_${suffix}`, `${tag}2_${suffix}`];
  const rows = [
    IMPORT_COLUMNS.student.map((column) => column.header),
    ...loginNames.map((loginName) => ['王同学', loginName, '男', '七年级', '1班', '', '', '']),
  ];
  const fileName = await uploadFile(t.app, token, `${tag}.xlsx`, await workbookOf([{ name: '学生', rows }]));
  return { fileName, loginNames };
}

/** An import a server claimed and then stopped beating for: it died 5 s ago, holding its claim. */
async function leftBehind(fileName: string, attempts = 1) {
  const [row] = await testDb()
    .insert(importJobs)
    .values({
      ownerUserId: org.adminA.id,
      roleId: RoleCode.schoolAdmin,
      requestIp: '127.0.0.1',
      kind: 'student',
      mode: 'import',
      fileName,
      schoolId: org.schoolA.id,
      provinceShardId: org.schoolA.provinceShardId,
      passwordHash,
      state: 'running',
      claimedBy: 'dead-server',
      heartbeatAt: sql`now() - interval '5 seconds'`,
      attempts,
    })
    .returning();
  if (!row) throw new Error('job not inserted');
  return row;
}

async function rowOf(jobId: string) {
  const [row] = await testDb().select().from(importJobs).where(eq(importJobs.id, jobId));
  return row;
}

async function ended(jobId: string, app = t.app): Promise<Progress> {
  return vi.waitFor(async () => {
    const progress = body<Progress>(await authed(app, token).get(api.admin.importProgress.path, { jobId })).data;
    if (progress.state === 'running') throw new Error('still running');
    return progress;
  }, WAIT);
}

/** Each account exists once, with one audit row. */
async function expectCreatedOnce(loginNames: string[]) {
  const rows = await testDb().select().from(users).where(inArray(users.loginName, loginNames));
  expect(rows.map((row) => row.loginName).sort()).toEqual([...loginNames].sort());
  for (const row of rows) expect(await auditCount('student.import', row.id)).toBe(1);
}

/**
 * An account written in a transaction left open, as a server's import is until it commits: a
 * server writing the same account waits for it. `end` rolls it back, as PostgreSQL does when the
 * server holding it dies.
 */
async function uncommittedAccount(loginName: string): Promise<{ end: () => Promise<void> }> {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let written!: () => void;
  const isWritten = new Promise<void>((resolve) => (written = resolve));
  const rolledBack = testDb()
    .transaction(async (tx) => {
      await tx.insert(users).values({
        loginName,
        userName: '王同学',
        passwordHash,
        userType: 1,
        provinceShardId: org.schoolA.provinceShardId,
        schoolId: org.schoolA.id,
      });
      written();
      await ended;
      tx.rollback();
    })
    .catch(() => undefined);
  await isWritten;
  return {
    end: async () => {
      end();
      await rolledBack;
    },
  };
}

/** Sessions of this database waiting on a row another transaction holds. */
async function waitingOnLocks(): Promise<number> {
  const result = await testDb().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return result.rows[0]?.n ?? 0;
}

describe('the import queue across servers', () => {
  it('takes over an import whose server died mid-write, and creates each account once', async () => {
    const { fileName, loginNames } = await studentFile('orphan');
    const dying = await uncommittedAccount(loginNames[0]);
    const orphan = await leftBehind(fileName);
    const before = await userCount();

    startWorker();
    // The taker runs the whole import again and waits on the dead server's uncommitted account.
    await vi.waitFor(async () => expect(await waitingOnLocks()).toBeGreaterThan(0), WAIT);
    await dying.end();

    expect(await ended(orphan.id)).toMatchObject({ state: 'done', importedRows: 2, rejectedCount: 0 });
    expect(await userCount()).toBe(before + 2);
    await expectCreatedOnce(loginNames);
    expect(await rowOf(orphan.id)).toMatchObject({ attempts: 2, claimedBy: null, passwordHash: null });
  });

  it('hands the job back when its server closes mid-import, having created nothing', async () => {
    const { fileName, loginNames } = await studentFile('closing');
    const other = await uncommittedAccount(loginNames[1]);
    const job = await leftBehind(fileName);

    const closing = startWorker();
    // Held up by the other writer's account, the import is under way when its server closes.
    await vi.waitFor(async () => expect(await waitingOnLocks()).toBeGreaterThan(0), WAIT);
    const closed = closing.close();
    await other.end();
    await closed;
    expect(await rowOf(job.id)).toMatchObject({ state: 'queued', claimedBy: null, attempts: 1 });
    expect(await findUser(loginNames[0])).toBeUndefined();

    startWorker();
    expect(await ended(job.id)).toMatchObject({ state: 'done', importedRows: 2 });
    await expectCreatedOnce(loginNames);
  });

  it('rolls back the import of a server that lost its job midway; the job’s new holder creates each account once', async () => {
    const { fileName, loginNames } = await studentFile('lost');
    const other = await uncommittedAccount(loginNames[1]);
    const job = await leftBehind(fileName);

    startWorker();
    await vi.waitFor(async () => expect(await waitingOnLocks()).toBeGreaterThan(0), WAIT);
    // Meanwhile another server took the job over (this one's beats had stopped reaching the database).
    await testDb().update(importJobs).set({ claimedBy: 'new-holder' }).where(eq(importJobs.id, job.id));
    await other.end();
    await vi.waitFor(async () => expect(await waitingOnLocks()).toBe(0), WAIT);
    expect(await rowOf(job.id)).toMatchObject({ state: 'running', claimedBy: 'new-holder' });
    expect(await findUser(loginNames[0])).toBeUndefined();

    // The new holder dies too; the job is taken over once more and finishes.
    await testDb()
      .update(importJobs)
      .set({ heartbeatAt: sql`now() - interval '5 seconds'` })
      .where(eq(importJobs.id, job.id));
    expect(await ended(job.id)).toMatchObject({ state: 'done', importedRows: 2 });
    await expectCreatedOnce(loginNames);
  });

  it('fails a job that kept losing its server, with a reason the admin can read, and creates nothing', async () => {
    const { fileName, loginNames } = await studentFile('worn');
    const worn = await leftBehind(fileName, FAST.maxAttempts);
    startWorker();
    expect(await ended(worn.id)).toMatchObject({
      state: 'failed',
      importedRows: 0,
      failure: '处理时服务器多次中断，没有导入任何账号，请重新开始',
    });
    expect(await rowOf(worn.id)).toMatchObject({ passwordHash: null, claimedBy: null });
    expect(await findUser(loginNames[0])).toBeUndefined();
  });

  it('reads the workbook from the claiming server’s file store, not the disk of the server that took the upload', async () => {
    const { fileName, loginNames } = await studentFile('shared');
    const uploadedTo = dataDirFileStore(t.dataDir);
    const shared = createLocalDiskStore(path.join(t.dataDir, 'shared-store'));
    await shared.put(fileName, await uploadedTo.get(fileName));
    await fs.rm(path.join(t.dataDir, 'files', ...fileName.split('/')));
    const job = await leftBehind(fileName);

    startWorker(shared);
    expect(await ended(job.id)).toMatchObject({ state: 'done', importedRows: 2 });
    await expectCreatedOnce(loginNames);
  });

  it('lets two servers on one database share the queue without running a job twice', async () => {
    // The second server shares the database and the data folder (its file store) with the first.
    const second = await buildTestApp({ config: { dataDir: t.dataDir } });
    const server = (n: number) => (n % 2 === 0 ? t.app : second.app);
    const files = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => studentFile(`pair${n}`)));
    const before = await userCount();

    const jobIds = await Promise.all(
      files.map(async ({ fileName }, n) => {
        const app = server(n);
        const started = await authed(app, token).post(api.admin.importAccounts.path, {
          fileName,
          kind: 'student',
          schoolId: org.schoolA.id,
          password: await seal(app, 'Init@2026'),
        });
        return body<{ jobId: string }>(started).data.jobId;
      }),
    );

    for (const [n, jobId] of jobIds.entries()) {
      // Read through the server that did not take the request.
      expect(await ended(jobId, server(n + 1))).toMatchObject({
        state: 'done',
        importedRows: 2,
        rejectedCount: 0,
      });
    }
    const rows = await testDb().select().from(importJobs).where(inArray(importJobs.id, jobIds));
    // One claim each: no job was taken by a second server while the first still held it.
    expect(rows.map((row) => row.attempts)).toEqual(jobIds.map(() => 1));
    expect(await userCount()).toBe(before + 12);
    await expectCreatedOnce(files.flatMap((file) => file.loginNames));
  });
});
