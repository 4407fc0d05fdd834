import { z } from 'zod';
import { RAW_REPLY, type CallShapes } from '../define.js';
import { ASSISTANT_AUDIENCES, ASSISTANT_GRADE_LEVELS, ASSISTANT_QUESTION_MAX, ASSISTANT_STATES } from './assistant.js';
import { idSchema } from '../../validation/id.js';

/*
 * The report assistant (issue 13, §7 `/wj/api/chats/ragflow/createSessions`): questions about
 * one report, answered by the district's RAGFlow through our server. The spec names the path of
 * createSessions only; the shapes and the other calls are ours (docs/decisions.md).
 */

const id = idSchema;

/**
 * Which report: a student report (none named: a student's own) or a class report, of a task
 * group. Students and parents ask about student reports, teachers about class reports.
 */
export const assistantReportSchema = z
  .object({ taskGroupId: id, studentId: id.optional(), classId: id.optional() })
  .refine((report) => report.studentId === undefined || report.classId === undefined, {
    error: 'a student or a class, not both',
    path: ['classId'],
  });
export type AssistantReport = z.output<typeof assistantReportSchema>;

const cellSchema = z.object({
  audience: z.enum(ASSISTANT_AUDIENCES),
  gradeLevel: z.number().int().min(1).max(ASSISTANT_GRADE_LEVELS.length),
  enabled: z.boolean(),
});
export type AssistantSettingCell = z.output<typeof cellSchema>;

const settingsSchema = z.object({
  regionId: z.number().int(),
  regionName: z.string(),
  /** Every audience × grade; a cell the region has not set takes the nearest area above's, else off. */
  cells: z.array(cellSchema),
});
export type AssistantSettings = z.output<typeof settingsSchema>;

export const chatsCalls = {
  /** Ours: whether the panel may be used on this report, and if not why; nothing is sent out. */
  assistantStatus: {
    query: assistantReportSchema,
    response: z.object({ state: z.enum(ASSISTANT_STATES) }),
  },
  /** §7: opens a conversation about the report (a RAGFlow session); its id is ours, not RAGFlow's. */
  createSessions: {
    query: assistantReportSchema,
    response: z.object({ sessionId: z.uuid() }),
  },
  /**
   * Ours: asks a question in a conversation of the caller's. Refusals answer with the envelope;
   * once accepted, the answer streams as server-sent events (ASSISTANT_EVENTS).
   */
  completions: {
    body: z.object({
      sessionId: z.uuid(),
      question: z.string().trim().min(1).max(ASSISTANT_QUESTION_MAX),
    }),
    response: RAW_REPLY,
  },
  /** Ours: the switches of an area in the caller's scope (none named: the top area of their grants). */
  getAssistantSettings: {
    body: z.object({ regionId: id.optional() }).prefault({}),
    response: settingsSchema,
  },
  /** Ours: sets the area's switches; cells left out keep what they were. */
  saveAssistantSettings: {
    body: z.object({ regionId: id, cells: z.array(cellSchema).min(1).max(100) }),
    response: settingsSchema,
  },
} satisfies CallShapes;
