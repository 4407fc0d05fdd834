import { PassThrough } from 'node:stream';
import { PROGRESS_LIVE_EVENT, type ProgressLiveEvent } from '@pingjia/contract';

export interface StreamTimings {
  /** At most one event per window: a class handing in together refreshes a page once a second, not forty times. */
  coalesceMs: number;
  /** A comment this often keeps proxies from closing a quiet stream (they commonly give up after 60 s). */
  heartbeatMs: number;
  /** How long the browser waits before reconnecting a dropped stream. */
  retryMs: number;
}

export const LIVE_TIMINGS: StreamTimings = { coalesceMs: 1_000, heartbeatMs: 25_000, retryMs: 3_000 };

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  // nginx would otherwise hold the events back in its buffer.
  'x-accel-buffering': 'no',
};

export interface StreamOptions {
  event: ProgressLiveEvent;
  timings: StreamTimings;
  /** Asked at every heartbeat; false ends the stream (the session ended, the scope no longer holds the group). */
  stillAllowed: () => Promise<boolean>;
  onClose: () => void;
  now?: () => number;
}

/** One page's server-sent events: `body` is the reply; `signal` asks for an event, coalesced. */
export class EventStream {
  readonly body = new PassThrough();
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private pending: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private isClosed = false;

  constructor(private readonly options: StreamOptions) {
    this.body.write(`retry: ${options.timings.retryMs}\n: listening\n\n`);
    // The server destroys the body when the page goes away.
    this.body.once('close', () => this.close());
    this.heartbeat = setInterval(() => void this.beat(), options.timings.heartbeatMs);
  }

  signal(): void {
    if (this.isClosed || this.pending) return;
    const wait = this.lastSentAt + this.options.timings.coalesceMs - this.now();
    if (wait <= 0) this.send();
    else this.pending = setTimeout(() => this.send(), wait);
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearTimeout(this.pending);
    clearInterval(this.heartbeat);
    this.body.end();
    this.options.onClose();
  }

  private send(): void {
    this.pending = undefined;
    if (this.isClosed) return;
    this.lastSentAt = this.now();
    this.body.write(`event: ${PROGRESS_LIVE_EVENT}\ndata: ${JSON.stringify(this.options.event)}\n\n`);
  }

  private async beat(): Promise<void> {
    // A failed check (the database briefly away) keeps the stream: the next beat asks again.
    const allowed = await this.options.stillAllowed().catch(() => true);
    if (!allowed) return this.close();
    if (!this.isClosed) this.body.write(': ping\n\n');
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
