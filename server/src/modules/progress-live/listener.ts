import pg from 'pg';
import type { Database } from '../../db/client.js';
import { parseProgressChange, PROGRESS_CHANNEL, type ProgressChange } from './events.js';

/** A change, or `resync` after the connection was lost: whatever committed meanwhile was not heard. */
export type LiveSignal = ProgressChange | 'resync';
export type Subscriber = (signal: LiveSignal) => void;

export interface ListenerOptions {
  /** A new connection of its own, outside the pool: a pooled one would be handed to others between queries. */
  connect: () => pg.Client;
  onError: (error: Error) => void;
}

/** The pause before the first reconnection, doubled after each failure up to the most. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** A dedicated connection to the database the app's pool serves, with the pool's own settings. */
export function dedicatedConnection(db: Database): () => pg.Client {
  // drizzle keeps the pool it was given as `$client`; its type leaves it out.
  const pool: unknown = Reflect.get(db, '$client');
  if (!(pool instanceof pg.Pool)) throw new Error('the database is not served by a pg pool');
  return () => new pg.Client(pool.options);
}

/**
 * One LISTEN connection per server instance, shared by every open progress stream. It connects
 * when the first stream opens, reconnects with a growing pause when the connection is lost, and
 * then tells every stream to resync.
 */
export class ProgressListener {
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | undefined;
  private ready: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  private isClosed = false;

  constructor(private readonly options: ListenerOptions) {}

  /** Resolves once this instance listens, so nothing committed afterwards is missed; returns the unsubscribe. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    await this.listen();
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.retryTimer);
    this.subscribers.clear();
    const client = this.client;
    this.client = undefined;
    this.ready = undefined;
    await client?.end();
  }

  private listen(): Promise<void> {
    if (this.isClosed) return Promise.reject(new Error('the progress listener is closed'));
    this.ready ??= this.connect().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async connect(): Promise<void> {
    const client = this.options.connect();
    client.on('notification', (message) => this.dispatch(parseProgressChange(message.payload)));
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PROGRESS_CHANNEL}`);
      if (this.isClosed) throw new Error('the progress listener is closed');
    } catch (error) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  private dispatch(signal: LiveSignal | undefined): void {
    if (signal === undefined) return;
    for (const subscriber of this.subscribers) subscriber(signal);
  }

  private lose(client: pg.Client, error?: Error): void {
    // Only the connection in use counts; one still connecting reports through connect().
    if (this.client !== client) return;
    this.client = undefined;
    this.ready = undefined;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.options.onError(error ?? new Error('the progress listener connection ended'));
    this.reconnectLater();
  }

  private reconnectLater(): void {
    // Without a stream the next one to open connects.
    if (this.isClosed || this.subscribers.size === 0 || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.listen().then(
        () => {
          this.retryMs = FIRST_RETRY_MS;
          this.dispatch('resync');
        },
        (error: unknown) => {
          if (this.isClosed) return;
          this.options.onError(error instanceof Error ? error : new Error(String(error)));
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          this.reconnectLater();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
