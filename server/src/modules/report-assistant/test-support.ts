import { eq } from 'drizzle-orm';
import {
  api,
  ASSISTANT_AUDIENCES,
  TOKEN_HEADER,
  type AssistantAudience,
  type AssistantSettings,
  type AssistantState,
} from '@pingjia/contract';
import { reportAssistantExchanges } from '../../db/schema/index.js';
import { body, testDb } from '../../test/harness.js';
import type { Client } from '../progress/test-support.js';
import { SseReader, type SseBlock } from '../progress-live/test-support.js';

/** How long a streamed event may take to arrive in a test. */
export const EVENT_MS = 5_000;

export async function stateOf(client: Client, query: Record<string, string>): Promise<AssistantState> {
  const reply = body<{ state: AssistantState }>(await client.get(api.chats.assistantStatus.path, query));
  if (!reply.success) throw new Error(`assistantStatus failed: ${reply.code} ${reply.message}`);
  return reply.data.state;
}

export async function openSession(client: Client, query: Record<string, string>): Promise<string> {
  const reply = body<{ sessionId: string }>(await client.get(api.chats.createSessions.path, query));
  if (!reply.success) throw new Error(`createSessions failed: ${reply.code} ${reply.message}`);
  return reply.data.sessionId;
}

/** Turns the assistant on (or off) for these audiences and a grade in an area, as its admin does. */
export async function setSwitch(
  areaAdmin: Client,
  regionId: number,
  gradeLevel: number,
  enabled: boolean,
  audiences: readonly AssistantAudience[] = ASSISTANT_AUDIENCES,
): Promise<AssistantSettings> {
  const cells = audiences.map((audience) => ({ audience, gradeLevel, enabled }));
  const reply = body<AssistantSettings>(
    await areaAdmin.post(api.chats.saveAssistantSettings.path, { regionId, cells }),
  );
  if (!reply.success) throw new Error(`saveAssistantSettings failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

export interface Asked {
  response: Response;
  /** The answer's events; none when the question was refused. */
  events: SseReader;
  /** The §8 envelope of a refused question; null when the answer streams. */
  refusal: { success: boolean; code: number; message: string } | null;
}

/** Asks as the browser does: a POST with the session token, reading the reply as it streams. */
export async function ask(baseUrl: string, token: string, sessionId: string, question: string): Promise<Asked> {
  const response = await fetch(`${baseUrl}${api.chats.completions.path}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, question }),
  });
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') === true;
  const refusal = isStream ? null : ((await response.json()) as Asked['refusal']);
  const body = isStream ? response.body : new Response('').body;
  if (!body) throw new Error('the answer has no body');
  return { response, events: new SseReader(body.getReader()), refusal };
}

/** Every event (comments aside) until the server ends the stream. */
export async function readToEnd(events: SseReader): Promise<SseBlock[]> {
  const blocks: SseBlock[] = [];
  for (;;) {
    const block = await events.nextEvent(EVENT_MS);
    if (block === undefined) throw new Error('the stream neither ended nor sent anything in time');
    if (block === 'end') return blocks;
    blocks.push(block);
  }
}

/** The text of the answer events, in order. */
export function answerText(blocks: readonly SseBlock[]): string[] {
  return blocks
    .filter((block) => block.event === 'answer')
    .map((block) => (JSON.parse(block.data ?? '{}') as { text: string }).text);
}

export async function exchangesOf(sessionId: string) {
  return testDb().select().from(reportAssistantExchanges).where(eq(reportAssistantExchanges.sessionId, sessionId));
}

/** Waits until the condition holds (something another connection does), or fails after a while. */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = EVENT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
