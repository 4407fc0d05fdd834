import { chats, type AssistantState, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { readAnswer, type AnswerEnd } from './read-answer';

/** Which report the assistant is asked about: a student's (none named: the student's own) or a class's. */
export type AssistantReportRef = RouteInput<typeof chats.assistantStatus>['query'];

export const assistantKey = ['reportAssistant'] as const;

// Quiet: the panel shows every failure in its own words, beside the question.

/** GET /wj/api/chats/ragflow/status: whether the assistant may be used on this report, and why not. */
export async function getAssistantState(report: AssistantReportRef): Promise<AssistantState> {
  return (await http.request(chats.assistantStatus, { query: report, quiet: true })).state;
}

/** GET /wj/api/chats/ragflow/createSessions (§7): a conversation about the report. */
export async function createAssistantSession(report: AssistantReportRef): Promise<string> {
  return (await http.request(chats.createSessions, { query: report, quiet: true })).sessionId;
}

/**
 * POST /wj/api/chats/ragflow/completions: asks in the conversation and streams the answer into
 * `onText`. A refusal (switched off meanwhile, too many questions) rejects as a RequestError.
 */
export async function askAssistant(
  sessionId: string,
  question: string,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<AnswerEnd> {
  const response = await http.request(chats.completions, {
    body: { sessionId, question },
    responseType: 'blob',
    quiet: true,
  });
  return readAnswer(response, onText, signal);
}
