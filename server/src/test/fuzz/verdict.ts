import { z } from 'zod';
import { HttpStatus } from '@pingjia/contract';
import { envelopeOf } from '../../platform/envelope-schema.js';
import type { Caller } from './callers.js';
import type { FuzzRequest } from './wire.js';

/** What came back, as a client sees it; `body` is left unread for a file or a stream. */
export interface Reply {
  statusCode: number;
  contentType: string;
  body: string | undefined;
}

export interface Exchange {
  call: string;
  /** The call answers with a file, a redirect or a stream on success (its failures are still envelopes). */
  isRaw: boolean;
  caller: Caller;
  request: FuzzRequest;
  reply: Reply;
  /** Rows written while the request ran, per table, outside the tables a refusal may write. */
  writes: Record<string, number>;
  /** The errors the server logged while answering. */
  logged: string[];
  /** How long the request took, its write count included. */
  elapsedMs: number;
}

const anyEnvelope = envelopeOf(z.unknown())[200];

/** §8: the statuses a JSON answer may carry. */
const ENVELOPE_STATUSES: ReadonlySet<number> = new Set(Object.values(HttpStatus));

function parsed(body: string | undefined): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body ?? '') };
  } catch {
    return { ok: false };
  }
}

/**
 * The properties every answer keeps, whatever was sent: no 5xx, a §8 envelope whenever the
 * answer is JSON (and always for a JSON call or a refusal), no error in the server's log, and
 * no rows written by a call that refused. A success may write: a fuzzed input can be valid.
 */
export function problemsOf(exchange: Exchange): string[] {
  const { reply, isRaw, writes } = exchange;
  const problems: string[] = [];
  if (reply.statusCode >= 500) problems.push(`answered HTTP ${reply.statusCode}`);
  const isJson = reply.contentType.startsWith('application/json');
  let success: boolean | undefined;
  if (isJson) {
    const body = parsed(reply.body);
    const envelope = body.ok ? anyEnvelope.safeParse(body.value) : undefined;
    if (!envelope?.success) {
      problems.push(
        `answered HTTP ${reply.statusCode} JSON that is not a §8 envelope: ${(reply.body ?? '').slice(0, 200)}`,
      );
    } else {
      success = envelope.data.success;
      if (reply.statusCode < 500 && !ENVELOPE_STATUSES.has(reply.statusCode)) {
        problems.push(`answered an envelope with HTTP ${reply.statusCode}`);
      }
      if (reply.statusCode >= 400 && success) problems.push(`answered a success with HTTP ${reply.statusCode}`);
    }
  } else if (!isRaw || reply.statusCode >= 400) {
    problems.push(
      `answered HTTP ${reply.statusCode} ${reply.contentType || 'with no content type'} instead of an envelope`,
    );
  }
  // The error handler turns a value the database refused into a validation failure, and logs it as an error.
  if (exchange.logged.length > 0) problems.push('the server logged an error');
  const refused = reply.statusCode >= 400 || success === false;
  if (refused && Object.keys(writes).length > 0) problems.push(`refused, yet wrote ${JSON.stringify(writes)}`);
  return problems;
}

function failureCode(reply: Reply): string {
  const body = reply.contentType.startsWith('application/json') ? parsed(reply.body) : { ok: false as const };
  if (!body.ok || typeof body.value !== 'object' || body.value === null) return reply.contentType || 'no body';
  const envelope = body.value as { success?: unknown; code?: unknown };
  return envelope.success === true ? 'success' : `code ${String(envelope.code)}`;
}

/** Counts of what the run sent and got, printed at the end. */
export class Tally {
  private readonly calls = new Set<string>();
  private requests = 0;
  private readonly answers = new Map<string, number>();
  private readonly kinds = new Map<string, number>();
  private readonly kindMs = new Map<string, number>();

  add(exchange: Exchange): void {
    this.calls.add(exchange.call);
    this.requests += 1;
    const answer = `HTTP ${exchange.reply.statusCode} ${failureCode(exchange.reply)}`;
    this.answers.set(answer, (this.answers.get(answer) ?? 0) + 1);
    const kind = exchange.request.kind.includes(' = ') ? 'one field set to a hostile value' : exchange.request.kind;
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
    this.kindMs.set(kind, (this.kindMs.get(kind) ?? 0) + exchange.elapsedMs);
  }

  summary(): string {
    const lines = (counts: Map<string, number>) =>
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([name, count]) => {
          const ms = this.kindMs.get(name);
          return `    ${String(count).padStart(7)}  ${name}${ms === undefined ? '' : ` (${(ms / 1000).toFixed(1)} s)`}`;
        });
    return [
      `route fuzz: ${this.calls.size} calls, ${this.requests} requests`,
      '  answers:',
      ...lines(this.answers),
      '  requests sent:',
      ...lines(this.kinds),
    ].join('\n');
  }
}
