/*
 * The report assistant's rules both sides read at run time, kept apart from the schemas so a
 * phone page that opens the panel bundles none (docs/decisions.md, "Report assistant").
 */

/**
 * Who an area admin switches the assistant on for: students and parents on the student report,
 * teachers (head teachers and subject teachers) on the class report.
 */
export const ASSISTANT_AUDIENCES = ['student', 'parent', 'teacher'] as const;
export type AssistantAudience = (typeof ASSISTANT_AUDIENCES)[number];

/** The grades a switch is set for (1-12, as report grades are). */
export const ASSISTANT_GRADE_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** A question is a sentence or two about the report, not a document. */
export const ASSISTANT_QUESTION_MAX = 300;

/**
 * Why the panel cannot be used: the server has no RAGFlow settings, the area switched it off for
 * this role and grade, the caller's role has no switch (admins), or the report has no scores yet.
 */
export const ASSISTANT_STATES = ['available', 'notConfigured', 'switchedOff', 'notForRole', 'noScores'] as const;
export type AssistantState = (typeof ASSISTANT_STATES)[number];

/**
 * What `completions` streams (server-sent events over the POST's reply): `answer` blocks carrying
 * the next piece of text in order, then `done`, or `failed` when the far end could not answer.
 */
export const ASSISTANT_EVENTS = { answer: 'answer', done: 'done', failed: 'failed' } as const;
export interface AssistantAnswerEvent {
  text: string;
}
export interface AssistantFailedEvent {
  /** The far end was down, answered with an error, or took too long. */
  reason: 'unavailable';
}
