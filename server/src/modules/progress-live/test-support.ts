import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { api, TOKEN_COOKIE } from '@pingjia/contract';
import { testDb } from '../../test/harness.js';

/** The app on an ephemeral loopback port: `inject` cannot read a reply that never ends. */
export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** One block of a server-sent event stream: its fields, comments apart. */
export interface SseBlock {
  event?: string;
  data?: string;
  retry?: string;
  comments: string[];
}

function parseBlock(text: string): SseBlock {
  const block: SseBlock = { comments: [] };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comments.push(line.slice(1).trim());
    const [field, ...rest] = line.split(': ');
    if (field === 'event' || field === 'data' || field === 'retry') block[field] = rest.join(': ');
  }
  return block;
}

/** Reads a stream block by block, each read bounded by a deadline (a read still pending is kept for the next). */
export class SseReader {
  private buffer = '';
  private pending: ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']> | undefined;
  private readonly decoder = new TextDecoder();

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** The next block, `'end'` when the server closed the stream, undefined when none came in time. */
  async next(timeoutMs: number): Promise<SseBlock | 'end' | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const text = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseBlock(text);
      }
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      this.pending ??= this.reader.read();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)));
      const result = await Promise.race([this.pending, late]);
      clearTimeout(timer);
      if (result === 'late') return undefined;
      this.pending = undefined;
      if (result.done) return 'end';
      this.buffer += this.decoder.decode(result.value, { stream: true });
    }
  }

  /** The next `progress` event within the time, skipping comments; undefined when none came. */
  async nextEvent(timeoutMs: number): Promise<SseBlock | 'end' | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const block = await this.next(Math.max(0, deadline - Date.now()));
      if (block === undefined || block === 'end' || block.event !== undefined) return block;
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

export interface OpenedStream {
  response: Response;
  events: SseReader;
}

/** Opens progressEvents as a browser's EventSource does: a GET carrying the session cookie. */
export async function openProgressEvents(baseUrl: string, token: string, taskGroupId: number): Promise<OpenedStream> {
  const url = `${baseUrl}${api.progress.progressEvents.path}?taskGroupId=${taskGroupId}`;
  const response = await fetch(url, { headers: { cookie: `${TOKEN_COOKIE}=${token}`, accept: 'text/event-stream' } });
  if (!response.body) throw new Error('the stream has no body');
  return { response, events: new SseReader(response.body.getReader()) };
}

const LISTENERS = "FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN progress'";

/** The database sessions listening for progress: one per server instance that has had a stream. */
export async function listenerConnections(): Promise<number> {
  const result = await testDb().execute<{ total: number }>(`SELECT count(*)::int AS total ${LISTENERS}`);
  return Number(result.rows[0]?.total ?? 0);
}

/** Cuts every listening connection, as a database restart or a network fault would. */
export async function terminateListeners(): Promise<void> {
  await testDb().execute(`SELECT pg_terminate_backend(pid) ${LISTENERS}`);
}
