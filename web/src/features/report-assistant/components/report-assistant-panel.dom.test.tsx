import { act, screen, waitFor } from '@testing-library/react';
import { ErrorCode } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/request/request-error';
import { renderInApp } from '../../../test/render';
import { askAssistant, createAssistantSession, getAssistantState } from '../api/assistant-calls';
import type { AnswerEnd } from '../api/read-answer';
import { reportAssistantZhCN as texts } from '../texts';
import { ReportAssistantPanel } from './report-assistant-panel';

vi.mock('../api/assistant-calls', () => ({
  assistantKey: ['reportAssistant'],
  getAssistantState: vi.fn(),
  createAssistantSession: vi.fn(),
  askAssistant: vi.fn(),
}));

/** An answer the test feeds piece by piece, then ends; it ends as cancelled when the panel aborts it. */
function controlledAnswer() {
  let onText: (text: string) => void = () => undefined;
  let finish: (end: AnswerEnd) => void = () => undefined;
  let signal: AbortSignal | undefined;
  vi.mocked(askAssistant).mockImplementation((_sessionId, _question, receive, abortSignal) => {
    onText = receive;
    signal = abortSignal;
    return new Promise<AnswerEnd>((resolve) => {
      finish = resolve;
      abortSignal.addEventListener('abort', () => resolve('cancelled'));
    });
  });
  return {
    send: (text: string) =>
      act(async () => {
        onText(text);
        await Promise.resolve();
      }),
    end: (end: AnswerEnd) =>
      act(async () => {
        finish(end);
        await Promise.resolve();
      }),
    signal: () => signal,
  };
}

const report = { taskGroupId: 4, studentId: 9 };

async function openPanel() {
  const view = renderInApp(<ReportAssistantPanel {...report} />);
  await view.user.click(screen.getByRole('button', { name: texts.open }));
  return view;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getAssistantState).mockResolvedValue('available');
  vi.mocked(createAssistantSession).mockResolvedValue('7b0d5f3e-2c4b-4c58-9a43-0d8c1f1e2a10');
});

describe('the report assistant panel', () => {
  it('opens on demand, asks whether it may be used on this report, and warns against personal details', async () => {
    const { user } = await openPanel();
    const question = await screen.findByRole('textbox', { name: texts.question });
    expect(getAssistantState).toHaveBeenCalledWith(report);
    expect(question.getAttribute('aria-describedby')).toContain(screen.getByText(texts.privacy).id);
    expect(document.activeElement).toBe(question);
    expect(createAssistantSession).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: texts.title })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: texts.open }));
  });

  it('shows the answer as it streams, read out once complete', async () => {
    const answer = controlledAnswer();
    const { user } = await openPanel();
    await user.type(await screen.findByRole('textbox', { name: texts.question }), '我哪里最好？{Enter}');
    const log = screen.getByRole('log', { name: texts.title });
    expect(log.textContent).toContain('我哪里最好？');
    expect(await screen.findByText(texts.thinking)).toBeTruthy();
    await waitFor(() => expect(askAssistant).toHaveBeenCalled());
    expect(vi.mocked(askAssistant).mock.calls[0]?.slice(0, 2)).toEqual([
      '7b0d5f3e-2c4b-4c58-9a43-0d8c1f1e2a10',
      '我哪里最好？',
    ]);
    await answer.send('你的品德');
    expect(log.textContent).toContain('你的品德');
    expect(log.getAttribute('aria-busy')).toBe('true');
    await answer.send('发展最好。');
    expect(log.textContent).toContain('你的品德发展最好。');
    await answer.end('done');
    expect(log.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('button', { name: texts.ask })).toBeTruthy();
  });

  it('stops an answer on request: the request is aborted and what came so far stays', async () => {
    const answer = controlledAnswer();
    const { user } = await openPanel();
    await user.type(await screen.findByRole('textbox', { name: texts.question }), '慢慢说{Enter}');
    await waitFor(() => expect(askAssistant).toHaveBeenCalled());
    await answer.send('让我想想');
    await user.click(screen.getByRole('button', { name: texts.stop }));
    expect(answer.signal()?.aborted).toBe(true);
    expect(await screen.findByText(texts.stopped)).toBeTruthy();
    expect(screen.getByRole('log').textContent).toContain('让我想想');
    expect(screen.getByRole('button', { name: texts.ask })).toBeTruthy();
  });

  it('says plainly when it may not be used, and offers no question box', async () => {
    vi.mocked(getAssistantState).mockResolvedValue('switchedOff');
    await openPanel();
    expect(await screen.findByText(texts.states.switchedOff)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(createAssistantSession).not.toHaveBeenCalled();
  });

  it('tells a user who asked too much to wait, and one whose answer failed to try later', async () => {
    vi.mocked(askAssistant).mockRejectedValueOnce(new RequestError('business', ErrorCode.RateLimited, '太频繁'));
    const { user } = await openPanel();
    const question = await screen.findByRole('textbox', { name: texts.question });
    await user.type(question, '再问{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.rateLimited);
    vi.mocked(askAssistant).mockResolvedValueOnce('failed');
    await user.type(question, '又问{Enter}');
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(texts.failed));
  });

  it('keeps a line break typed with Shift+Enter in the question instead of asking', async () => {
    const { user } = await openPanel();
    const question = await screen.findByRole('textbox', { name: texts.question });
    await user.type(question, '第一行{Shift>}{Enter}{/Shift}第二行');
    expect((question as HTMLTextAreaElement).value).toBe('第一行\n第二行');
    expect(askAssistant).not.toHaveBeenCalled();
  });
});
