import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TOKEN_HEADER } from '@pingjia/contract';
import { testDb } from '../harness.js';
import { countedWrites } from '../write-counter.js';
import type { Caller, Callers } from './callers.js';
import type { ServerLog } from './server-log.js';
import type { Exchange, Reply } from './verdict.js';
import type { FuzzRequest } from './wire.js';

/** An answer slower than this is reported as a hang (and its reply left unread). */
const ANSWER_WITHIN_MS = 15_000;

/** Statuses a signed-in caller holding the call's capability only gets when its session ended or changed role. */
const SESSION_LOST: ReadonlySet<number> = new Set([401, 402, 403]);

/**
 * Rows written while `work` ran, per table: the difference of two counts, which is several
 * times faster than clearing the counter before each of thousands of requests.
 */
async function writesWhile(work: () => Promise<void>): Promise<Record<string, number>> {
  const before = await countedWrites();
  await work();
  const after = await countedWrites();
  return Object.fromEntries(
    Object.entries(after)
      .map(([table, count]) => [table, count - (before[table] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
}

/** Tables of work a success queues for the background (exports, account imports), which writes as it runs. */
const QUEUE_TABLES = ['export_jobs', 'import_jobs'];
const SETTLE_WITHIN_MS = 30_000;

async function unfinishedJobs(): Promise<number> {
  const result = await testDb().execute<{ pending: string }>(sql`
    SELECT (SELECT count(*) FROM export_jobs WHERE state IN ('queued', 'running'))
         + (SELECT count(*) FROM import_jobs WHERE state IN ('queued', 'running')) AS pending`);
  return Number(result.rows[0]?.pending ?? 0);
}

/**
 * Waits for the queued work a success started, so its writes are not counted against the
 * next request (a refused one must write nothing).
 */
async function settleQueuedWork(): Promise<void> {
  const deadline = Date.now() + SETTLE_WITHIN_MS;
  while ((await unfinishedJobs()) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS / 1000} s: ${what}`)),
      ANSWER_WITHIN_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Sends fuzzed requests as a caller and records what came back and what was written. A file
 * or a stream (a raw call's success) is not read: progress events never end.
 */
export class Sender {
  constructor(
    private readonly app: FastifyInstance,
    private readonly callers: Callers,
    private readonly log: ServerLog,
  ) {}

  async send(call: string, isRaw: boolean, caller: Caller, request: FuzzRequest): Promise<Exchange[]> {
    const first = await this.once(call, isRaw, caller, request);
    if (caller === 'anonymous' || !SESSION_LOST.has(first.reply.statusCode)) return [first];
    // An earlier request signed this caller out or switched its role: sign in again and resend.
    await this.callers.refresh(caller);
    return [first, await this.once(call, isRaw, caller, request)];
  }

  private async once(call: string, isRaw: boolean, caller: Caller, request: FuzzRequest): Promise<Exchange> {
    const headers = {
      ...request.headers,
      ...(caller === 'anonymous' ? {} : { [TOKEN_HEADER]: this.callers.token(caller) }),
    };
    let reply: Reply = { statusCode: 0, contentType: '', body: undefined };
    this.log.take();
    const started = performance.now();
    const writes = await writesWhile(async () => {
      const response = await within(
        this.app.inject({
          method: request.method,
          url: request.url,
          headers,
          remoteAddress: request.remoteAddress,
          payloadAsStream: true,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        }),
        `${request.method} ${request.url.slice(0, 200)}`,
      );
      const contentType = String(response.headers['content-type'] ?? '');
      const stream = response.stream();
      const isEnvelope = contentType.startsWith('application/json') || !isRaw;
      const body = isEnvelope ? await within(readAll(stream), `reading ${call}`) : (stream.destroy(), undefined);
      reply = { statusCode: response.statusCode, contentType, body };
    });
    if (QUEUE_TABLES.some((table) => writes[table])) await settleQueuedWork();
    const elapsedMs = performance.now() - started;
    return { call, isRaw, caller, request, reply, writes, logged: this.log.take(), elapsedMs };
  }
}
