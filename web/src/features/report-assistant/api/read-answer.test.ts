import { describe, expect, it } from 'vitest';
import { readAnswer } from './read-answer';

/** A reply whose body arrives in these chunks; the last may be held open until `release` is called. */
function streamed(chunks: string[], { holdOpen = false } = {}) {
  const encoder = new TextEncoder();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!holdOpen) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { response: new Response(body), wasCancelled: () => cancelled };
}

const answer = (text: string) => `event: answer\ndata: ${JSON.stringify({ text })}\n\n`;

describe('readAnswer', () => {
  it('hands over each piece in order, across chunk boundaries, skipping comments, until done', async () => {
    const whole = `: accepted\n\n${answer('你的')}${answer('品德')}${answer('发展很好')}event: done\ndata: {}\n\n`;
    const { response } = streamed([whole.slice(0, 20), whole.slice(20, 47), whole.slice(47)]);
    const pieces: string[] = [];
    expect(await readAnswer(response, (text) => pieces.push(text), new AbortController().signal)).toBe('done');
    expect(pieces).toEqual(['你的', '品德', '发展很好']);
  });

  it('says failed on a failed event, or when the stream ends without done', async () => {
    const failed = streamed([answer('先'), 'event: failed\ndata: {"reason":"unavailable"}\n\n']);
    expect(await readAnswer(failed.response, () => undefined, new AbortController().signal)).toBe('failed');
    const cut = streamed([answer('先')]);
    expect(await readAnswer(cut.response, () => undefined, new AbortController().signal)).toBe('failed');
  });

  it('cancels the reply when aborted, and says so', async () => {
    const slow = streamed([answer('让我想想')], { holdOpen: true });
    const abort = new AbortController();
    const pieces: string[] = [];
    const ended = readAnswer(
      slow.response,
      (text) => {
        pieces.push(text);
        abort.abort();
      },
      abort.signal,
    );
    expect(await ended).toBe('cancelled');
    expect(pieces).toEqual(['让我想想']);
    expect(slow.wasCancelled()).toBe(true);
  });
});
