import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RagflowConfig } from './config.js';

/*
 * A stand-in for the district's RAGFlow, started by the tests: it speaks the documented HTTP API
 * v1 (session creation, streamed completion, the `{code, message}` envelope), records what it was
 * sent, and behaves as a test sets it to.
 */

export const STAND_IN_KEY = 'ragflow-test-key-0123456789';
export const STAND_IN_CHAT = 'chat0a1b2c';

/** One request as the stand-in received it. */
export interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type CompletionBehaviour =
  /** Streams these answers, one event each, `delayMs` apart, then the final `data: true`. */
  | { kind: 'stream'; answers: string[]; delayMs?: number }
  /** Streams these answers, then an error event with this code. */
  | { kind: 'failMidway'; answers: string[]; code: number }
  /** Answers the JSON envelope with this code, as RAGFlow does for a bad request. */
  | { kind: 'envelope'; code: number }
  /** Sends one answer, then nothing for a long time (a slow model). */
  | { kind: 'stall'; answer: string };

export interface StandIn {
  config: RagflowConfig;
  received: Received[];
  /** Completion requests whose connection closed before the stand-in finished answering. */
  aborted: () => number;
  sessions: { code: number };
  completions: CompletionBehaviour;
  close: () => Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function dataEvent(res: ServerResponse, body: object): void {
  res.write(`data:${JSON.stringify(body)}\n\n`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

async function streamAnswers(res: ServerResponse, answers: readonly string[], sessionId: string, delayMs: number) {
  for (const answer of answers) {
    if (res.destroyed) return;
    dataEvent(res, { code: 0, message: '', data: { answer, reference: {}, id: 'm1', session_id: sessionId } });
    await pause(delayMs);
  }
}

export async function startStandIn(): Promise<StandIn> {
  const received: Received[] = [];
  let aborted = 0;
  let sessionCount = 0;
  const state: Pick<StandIn, 'sessions' | 'completions'> = {
    sessions: { code: 0 },
    completions: { kind: 'stream', answers: ['你好'] },
  };

  async function completions(res: ServerResponse, sessionId: string): Promise<void> {
    const behaviour = state.completions;
    if (behaviour.kind === 'envelope') return sendJson(res, 200, { code: behaviour.code, message: 'refused' });
    res.on('close', () => {
      if (!res.writableEnded) aborted += 1;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    if (behaviour.kind === 'stall') {
      await streamAnswers(res, [behaviour.answer], sessionId, 0);
      return; // never ends: the test cancels
    }
    await streamAnswers(res, behaviour.answers, sessionId, behaviour.kind === 'stream' ? (behaviour.delayMs ?? 0) : 0);
    if (behaviour.kind === 'failMidway') dataEvent(res, { code: behaviour.code, message: '**ERROR**: model failed' });
    else dataEvent(res, { code: 0, message: '', data: true });
    res.end();
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? '';
      received.push({ path, authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${STAND_IN_KEY}`) {
        return sendJson(res, 200, { code: 109, message: 'Authentication error: API key is invalid!' });
      }
      if (req.method === 'POST' && path === `/api/v1/chats/${STAND_IN_CHAT}/sessions`) {
        if (state.sessions.code !== 0) return sendJson(res, 200, { code: state.sessions.code, message: 'refused' });
        sessionCount += 1;
        return sendJson(res, 200, { code: 0, data: { id: `rf-session-${sessionCount}`, chat_id: STAND_IN_CHAT } });
      }
      if (req.method === 'POST' && path === `/api/v1/chats/${STAND_IN_CHAT}/completions`) {
        return completions(res, String(body.session_id));
      }
      return sendJson(res, 404, { code: 404, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(state, {
    config: { baseUrl: `http://127.0.0.1:${port}`, apiKey: STAND_IN_KEY, chatId: STAND_IN_CHAT },
    received,
    aborted: () => aborted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
