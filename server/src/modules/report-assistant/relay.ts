import type { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ASSISTANT_EVENTS, type AssistantAnswerEvent, type AssistantFailedEvent } from '@pingjia/contract';
import { FarEndError, streamRagflowAnswer } from './ragflow.js';
import { finishExchange } from './repository.js';
import type { AnswerRun } from './service.js';

function event(name: string, data: AssistantAnswerEvent | AssistantFailedEvent | Record<string, never>): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Sends the question and passes the answer on to `out` as it arrives, then stores how it ended.
 * `signal` aborts when the browser goes away (cancel, closed page): the request to RAGFlow is
 * aborted with it and the exchange ends as cancelled.
 */
export async function relayAnswer(
  run: AnswerRun,
  out: PassThrough,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<void> {
  let answer = '';
  let outcome: 'answered' | 'cancelled' | 'failed' = 'answered';
  try {
    for await (const text of streamRagflowAnswer(run.config, run.ragflowSessionId, run.prompt, signal)) {
      answer += text;
      out.write(event(ASSISTANT_EVENTS.answer, { text }));
    }
    out.write(event(ASSISTANT_EVENTS.done, {}));
  } catch (error) {
    if (signal.aborted) {
      outcome = 'cancelled';
    } else {
      outcome = 'failed';
      // The far end's own words may quote the question: only what went wrong is logged.
      log.warn({ farEnd: error instanceof FarEndError ? error.detail : 'unexpected' }, 'report assistant: no answer');
      out.write(event(ASSISTANT_EVENTS.failed, { reason: 'unavailable' }));
    }
  } finally {
    // Stored before the stream ends, so whoever reads the end finds the exchange as it ended.
    await finishExchange(run.ctx.db, run.exchangeId, { outcome, answer, finishedAt: run.ctx.clock() }).finally(() =>
      out.end(),
    );
  }
}
