import type { RagflowConfig } from './config.js';

/*
 * The far end: RAGFlow's HTTP API v1, chat assistants. A session is opened with
 * `POST /api/v1/chats/{chat_id}/sessions`; a question goes to `POST /api/v1/chats/{chat_id}/completions`
 * with `stream: true`, and comes back as `data:{json}` events, each `{code: 0, data: {answer}}`
 * until `{code: 0, data: true}`. Failures are the `{code, message}` envelope (code 0 is success).
 */

/** The far end could not do it: down, refused, an error code, or too slow. Its text stays in our log. */
export class FarEndError extends Error {
  constructor(readonly detail: string) {
    super(`RAGFlow: ${detail}`);
  }
}

/** How long the far end may take: to open a session, and to finish an answer. */
export const FAR_END_TIMEOUTS = { sessionMs: 15_000, answerMs: 120_000 };

/** Sent as the session's name: the far end learns nothing about who opened it. */
const SESSION_NAME = 'report';

interface RagflowEnvelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

function post(config: RagflowConfig, path: string, body: object, signal: AbortSignal): Promise<Response> {
  return fetch(`${config.baseUrl}/api/v1/chats/${config.chatId}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify(body),
    signal,
  });
}

/**
 * Posts to the far end within `timeoutMs`. A refusal to connect or a timeout is the far end's
 * failure; the caller's own abort (the browser went away) passes through as it is.
 */
async function send(
  config: RagflowConfig,
  path: string,
  body: object,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<{ response: Response; limited: AbortSignal }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const limited = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return { response: await post(config, path, body, limited), limited };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FarEndError(`${path}: ${limited.aborted ? 'too slow' : 'not reachable'}`);
  }
}

function describe(path: string, status: number, envelope: RagflowEnvelope | null): string {
  return `${path}: HTTP ${status}, code ${envelope === null ? 'none' : String(envelope.code)}`;
}

async function readEnvelope(response: Response): Promise<RagflowEnvelope | null> {
  try {
    return (await response.json()) as RagflowEnvelope;
  } catch {
    return null;
  }
}

/** Opens a conversation with the configured chat assistant; answers RAGFlow's session id. */
export async function createRagflowSession(config: RagflowConfig): Promise<string> {
  const { response } = await send(config, 'sessions', { name: SESSION_NAME }, undefined, FAR_END_TIMEOUTS.sessionMs);
  const envelope = await readEnvelope(response);
  const data = envelope?.data as { id?: unknown } | undefined;
  if (!response.ok || envelope?.code !== 0 || typeof data?.id !== 'string' || data.id === '') {
    throw new FarEndError(describe('sessions', response.status, envelope));
  }
  return data.id;
}

/** The `data` of each server-sent event of a stream, in order. */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const blocks = function* (final: boolean): Generator<string> {
    const parts = buffer.split(/\r?\n\r?\n/);
    buffer = final ? '' : (parts.pop() ?? '');
    for (const block of parts) {
      const data = block
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data !== '') yield data;
    }
  };
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += decoder.decode(read.value, { stream: true });
      yield* blocks(false);
    }
    buffer += decoder.decode();
    yield* blocks(true);
  } finally {
    // Stopped early (an error event, the last event): the rest of the reply is not wanted.
    await reader.cancel().catch(() => undefined);
  }
}

/** Citation marks RAGFlow puts in answers (`##0$$`, `[ID:0]`): we send no references, so they go. */
const CITATION = /##\d+\$\$|\[ID:\d+\]/g;
/** A citation cut off at the end of a piece: held back until the next piece shows what it is. */
const CUT_CITATION = /(?:##\d*\$?|#|\[(?:I(?:D(?::\d*)?)?)?)$/;

/**
 * Turns the answers of successive events into the new text of each. Some RAGFlow versions send
 * the whole answer so far in every event, others only the next piece; an answer that starts with
 * everything before it is taken as the whole so far.
 */
export class AnswerPieces {
  private raw = '';
  private sent = '';

  next(answer: string): string {
    this.raw = answer.startsWith(this.raw) ? answer : this.raw + answer;
    return this.take(this.raw.replace(CITATION, '').replace(CUT_CITATION, ''));
  }

  /** What was held back, once the answer is complete. */
  rest(): string {
    return this.take(this.raw.replace(CITATION, ''));
  }

  private take(visible: string): string {
    if (!visible.startsWith(this.sent)) return '';
    const piece = visible.slice(this.sent.length);
    this.sent = visible;
    return piece;
  }
}

/**
 * Asks the question in the RAGFlow session and yields the answer's text piece by piece as it
 * arrives. Aborting `signal` (the browser went away) aborts the request to RAGFlow.
 */
export async function* streamRagflowAnswer(
  config: RagflowConfig,
  ragflowSessionId: string,
  question: string,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const body = { question, stream: true, session_id: ragflowSessionId };
  const { response, limited } = await send(config, 'completions', body, signal, FAR_END_TIMEOUTS.answerMs);
  const isJson = /^application\/json\b/i.test(response.headers.get('content-type') ?? '');
  if (!response.ok || isJson || !response.body) {
    throw new FarEndError(describe('completions', response.status, isJson ? await readEnvelope(response) : null));
  }
  const pieces = new AnswerPieces();
  try {
    for await (const data of eventData(response.body)) {
      const event = JSON.parse(data) as RagflowEnvelope;
      if (event.code !== 0) throw new FarEndError(describe('completions', response.status, event));
      if (event.data === true) {
        const rest = pieces.rest();
        if (rest !== '') yield rest;
        return;
      }
      const answer = (event.data as { answer?: unknown } | null)?.answer;
      const piece = typeof answer === 'string' ? pieces.next(answer) : '';
      if (piece !== '') yield piece;
    }
  } catch (error) {
    if (error instanceof FarEndError || signal.aborted) throw error;
    throw new FarEndError(limited.aborted ? 'completions: too slow' : 'completions: broken stream');
  }
  throw new FarEndError('completions: the stream ended before its last event');
}
