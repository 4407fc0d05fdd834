import { ASSISTANT_EVENTS, type AssistantAnswerEvent } from '@pingjia/contract';

/** How an answer ended: complete, stopped by the user, or not given (the far end failed or the line broke). */
export type AnswerEnd = 'done' | 'cancelled' | 'failed';

interface Block {
  event: string | undefined;
  data: string;
}

function parseBlock(text: string): Block {
  let event: string | undefined;
  const data: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return { event, data: data.join('\n') };
}

/**
 * Reads the server-sent events of an answer as they arrive, handing each piece of text to
 * `onText` in order. Aborting `signal` cancels the reply, which makes the server abort its
 * request to RAGFlow.
 */
export async function readAnswer(
  response: Response,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<AnswerEnd> {
  if (!response.body) return 'failed';
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  if (signal.aborted) cancel();
  signal.addEventListener('abort', cancel);
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks.map(parseBlock)) {
        if (block.event === ASSISTANT_EVENTS.answer) onText((JSON.parse(block.data) as AssistantAnswerEvent).text);
        else if (block.event === ASSISTANT_EVENTS.done) return 'done';
        else if (block.event === ASSISTANT_EVENTS.failed) return 'failed';
      }
    }
    return signal.aborted ? 'cancelled' : 'failed';
  } catch {
    return signal.aborted ? 'cancelled' : 'failed';
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
