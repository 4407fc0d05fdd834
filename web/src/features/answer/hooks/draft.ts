import type { AnswerMode } from '../../../shared/answering/task-links';
import type { AnswerDraft, AnswerMap, AnswerValue } from '../../../shared/stores/answer-store';
import type { ServerDraft } from '../api/get-draft';
import type { AnswerItem } from '../api/get-items';

const emptyDraft = (): AnswerDraft => ({ answers: {}, useTime: 0, submitKey: null, savedAt: 0 });

const hasAnswers = (answers: AnswerMap | undefined) => Object.keys(answers ?? {}).length > 0;

export interface DraftSources {
  /** This tab's draft (the `answer` session store). */
  session: AnswerDraft | undefined;
  /** The server's draft (getEvaluationTime). */
  server: ServerDraft | null;
  /** The last handed-in answer, the starting point of a re-answer or re-upload. */
  latest: AnswerMap | null;
  mode: AnswerMode;
}

/**
 * The draft an answer screen starts from: the newer of this tab's and the server's copy
 * (another tab or device may have saved later), else for a re-answer or re-upload the
 * last handed-in answer, else nothing. Only this tab's copy carries a pending submit key.
 */
export function initialDraft({ session, server, latest, mode }: DraftSources): AnswerDraft {
  const serverTime = server?.updatedAt ? Date.parse(server.updatedAt) : 0;
  if (session && (hasAnswers(session.answers) || session.submitKey) && session.savedAt >= serverTime) return session;
  if (server && hasAnswers(server.answers)) {
    return { answers: server.answers, useTime: server.useTime, submitKey: null, savedAt: serverTime };
  }
  if (mode !== 'submit' && latest) return { ...emptyDraft(), answers: latest };
  return session ?? emptyDraft();
}

/** Whether an answer value counts as answered: a choice, a non-blank text, at least one file. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'number' || value.trim() !== '';
}

/** The 1-based numbers of the required items still unanswered (a re-upload asks only for its files). */
export function missingRequired(items: readonly AnswerItem[], answers: AnswerMap, mode: AnswerMode): number[] {
  return items.flatMap((item, index) =>
    item.required && editable(item, mode) && !isAnswered(answers[String(item.itemId)]) ? [index + 1] : [],
  );
}

/** A re-upload changes only the upload items; everything else is open in the other modes. */
export function editable(item: AnswerItem, mode: AnswerMode): boolean {
  return mode !== 'reupload' || item.type === 'upload';
}

/** What a submit sends: the answered items, and for a re-upload only its upload items. */
export function answersToSend(items: readonly AnswerItem[], answers: AnswerMap, mode: AnswerMode): AnswerMap {
  const sent: AnswerMap = {};
  for (const item of items) {
    const value = answers[String(item.itemId)];
    if (editable(item, mode) && value !== undefined && isAnswered(value)) sent[String(item.itemId)] = value;
  }
  return sent;
}

export function answeredCount(items: readonly AnswerItem[], answers: AnswerMap): number {
  return items.filter((item) => isAnswered(answers[String(item.itemId)])).length;
}
