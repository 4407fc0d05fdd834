import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { inject } from 'vitest';
import { api, sealForServer, TOKEN_HEADER } from '@pingjia/contract';
import { buildApp, logOptions, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { connectDatabase, type DatabaseHandle } from '../db/client.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { openRunLog, type RunLog } from './logs/run-log.js';
import './provided-context.js';

let databaseUrl: string | undefined;
let handle: DatabaseHandle | undefined;
let readHandle: DatabaseHandle | undefined;
const apps: FastifyInstance[] = [];
const dataDirs: string[] = [];
let runLog: RunLog | undefined;

export function setTestDatabaseUrl(url: string): void {
  databaseUrl = url;
}

/** The address of this test file's own database, for a test that opens its own connections. */
export function testDatabaseUrl(): string {
  if (!databaseUrl) throw new Error('the per-file setup has not created the database yet');
  return databaseUrl;
}

/** This test file's own database (cloned from the migrated template). */
export function testDb(): DatabaseHandle['db'] {
  if (!databaseUrl) throw new Error('the per-file setup has not created the database yet');
  handle ??= connectDatabase(databaseUrl, 4);
  return handle.db;
}

/**
 * With PINGJIA_TEST_READ_ONLY_READS set (CI's second pass), the app's report and statistics reads
 * go through a read-only connection to this file's database, as to a replica: any write on that
 * path fails its test.
 */
function testReadDb(): DatabaseHandle['db'] | undefined {
  if (!process.env.PINGJIA_TEST_READ_ONLY_READS) return undefined;
  const url = new URL(testDatabaseUrl());
  url.searchParams.set('options', '-c default_transaction_read_only=on');
  readHandle ??= connectDatabase(url.toString(), 4);
  return readHandle.db;
}

export async function closeTestResources(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await handle?.pool.end();
  handle = undefined;
  await readHandle?.pool.end();
  readHandle = undefined;
  await Promise.all(dataDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  await runLog?.close();
  runLog = undefined;
}

/** A clock tests can move; the app reads it for sessions, codes and sealed values. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  clock: ReturnType<typeof testClock>;
}

/**
 * The real app on this file's database, with its own data folder (for the SMS outbox), logging as
 * in production into the run's log, which the global teardown searches for secrets and personal data.
 */
export async function buildTestApp(
  overrides: Omit<Partial<AppDeps>, 'config'> & { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const dataDir = path.resolve('.test-data', `files-${process.pid}-${randomBytes(4).toString('hex')}`);
  dataDirs.push(dataDir);
  const clock = testClock();
  const { config: configOverrides, ...rest } = overrides;
  const config = { ...loadConfig({}), dataDir, webDist: path.join(dataDir, 'no-web-build'), ...configOverrides };
  runLog ??= openRunLog(inject('apiRunLogDir'));
  const logger = { ...logOptions(config), stream: runLog };
  const readDb = testReadDb();
  const app = await buildApp({
    config,
    db: testDb(),
    ...(readDb ? { readDb } : {}),
    piiKey: TEST_PII_KEY,
    clock: clock.now,
    logger,
    ...rest,
  });
  apps.push(app);
  return { app, dataDir, clock };
}

/** Fixed so factories and the app agree on encrypted and hashed identity numbers. */
export const TEST_PII_KEY = Buffer.alloc(32, 7);

export interface Envelope {
  status: string;
  success: boolean;
  code: number;
  message: string;
  data: unknown;
  url?: string;
}

export function body<T = unknown>(response: Response): Envelope & { data: T } {
  return response.json<Envelope & { data: T }>();
}

/** Seals a value the way the browser does, with the server's current transport key. */
export async function seal(app: FastifyInstance, plaintext: string, now: number = Date.now()): Promise<string> {
  const response = await app.inject({ method: 'GET', url: api.sso.getTransportKey.path });
  const key = body<{ keyId: string; publicKey: string }>(response).data;
  return sealForServer(plaintext, key, now);
}

export async function signInResponse(
  app: FastifyInstance,
  loginName: string,
  password: string = DEMO_PASSWORD,
  extra: { returnUrl?: string; now?: number } = {},
): Promise<Response> {
  const sealed = await seal(app, password, extra.now);
  const payload = {
    loginName,
    password: sealed,
    ...(extra.returnUrl === undefined ? {} : { returnUrl: extra.returnUrl }),
  };
  return app.inject({ method: 'POST', url: api.sso.signIn.path, payload });
}

/** Signs in through the real sealed sign-in and returns the session token. */
export async function signIn(
  app: FastifyInstance,
  loginName: string,
  password: string = DEMO_PASSWORD,
  now?: number,
): Promise<string> {
  const response = await signInResponse(app, loginName, password, now === undefined ? {} : { now });
  const result = body<{ token: string }>(response);
  if (!result.success) throw new Error(`sign-in of ${loginName} failed: ${result.message}`);
  return result.data.token;
}

/** Inject helpers that send the session token header. */
export function authed(app: FastifyInstance, token: string) {
  const send = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, [TOKEN_HEADER]: token } });
  return {
    get: (url: string, query?: Record<string, string>) => send({ method: 'GET', url, ...(query ? { query } : {}) }),
    post: (url: string, payload?: object, query?: Record<string, string>) =>
      send({ method: 'POST', url, ...(payload ? { payload } : {}), ...(query ? { query } : {}) }),
  };
}
