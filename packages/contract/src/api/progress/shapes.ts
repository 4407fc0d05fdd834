import { z } from 'zod';
import { ACTIVITY_KINDS } from '../../rules/activities.js';
import { RAW_REPLY, type CallShapes } from '../define.js';
import { answerListQuerySchema, answerListSchema } from '../evaluation/answer-review.js';
import { idSchema, INT4_MAX } from '../../validation/id.js';

const id = idSchema;
const timestamp = z.string().optional();

/** The organisation nodes a progress table drills through, from the caller's scope down. */
export const PROGRESS_NODE_KINDS = ['region', 'school', 'grade', 'class'] as const;
export type ProgressNodeKind = (typeof PROGRESS_NODE_KINDS)[number];
/** What the rows under a node are: the next level down, students under a class. */
export const PROGRESS_ROW_KINDS = [...PROGRESS_NODE_KINDS, 'student'] as const;
export type ProgressRowKind = (typeof PROGRESS_ROW_KINDS)[number];

/** Where a student stands on an activity (docs/decisions.md, "Progress"). */
export const PROGRESS_STATUSES = ['done', 'waived', 'inProgress', 'notStarted', 'notTakingPart'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** The user types whose progress is followed: those who answer, students today. */
export const PROGRESS_USER_TYPES = [{ userType: 1, key: 'student' }] as const;

const nodeRefSchema = z.object({ kind: z.enum(PROGRESS_NODE_KINDS), id });
const nodeSchema = z.object({ kind: z.enum(PROGRESS_NODE_KINDS), id: z.number().int(), name: z.string() });

/**
 * Counts of student × activity pairs (one activity chosen: of students). `participants` are
 * those taking part: done + waived + inProgress + notStarted; those not taking part are apart.
 */
export const progressCountsSchema = z.object({
  participants: z.number().int(),
  done: z.number().int(),
  waived: z.number().int(),
  inProgress: z.number().int(),
  notStarted: z.number().int(),
  notTakingPart: z.number().int(),
  /** done ÷ participants, 0 to 1 (0 with no participant). */
  completionRate: z.number(),
  /** Answering time the students' clients reported, summed. */
  timeSpentSeconds: z.number().int(),
});
export type ProgressCounts = z.output<typeof progressCountsSchema>;

/** Which task group's progress, of which activity (none: all of the group's), under which node. */
const progressQuerySchema = z.object({
  taskGroupId: id,
  activityId: id.optional(),
  userType: z.literal(1).default(1),
  /** The node whose children are listed; none: the caller's scope. */
  node: nodeRefSchema.optional(),
  /** Student rows only: a name or login name contains it. */
  keyword: z.string().trim().max(50).optional(),
  /** Student rows only: those in this state (e.g. the "not started yet" list). */
  status: z.enum(PROGRESS_STATUSES).optional(),
});

const progressPageSchema = progressQuerySchema.extend({
  pageIndex: z.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

const groupRowSchema = z.object({
  kind: z.enum(PROGRESS_NODE_KINDS),
  id: z.number().int(),
  name: z.string(),
  counts: progressCountsSchema,
});

const studentRowSchema = z.object({
  studentId: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  className: z.string().nullable(),
  /** One activity: its state; all: done or waived when every one is, notStarted when none is touched. */
  status: z.enum(PROGRESS_STATUSES),
  counts: progressCountsSchema,
  /** The latest first submit among the activities counted. */
  finishedAt: z.string().nullable(),
});

const progressDetailSchema = z.object({
  /** From the caller's scope down to the node listed (empty at the scope itself). */
  path: z.array(nodeSchema),
  rowKind: z.enum(PROGRESS_ROW_KINDS),
  totals: progressCountsSchema,
  groups: z.array(groupRowSchema),
  students: z.array(studentRowSchema),
  /** How many rows the node has (for paging). */
  total: z.number().int(),
});
export type ProgressDetail = z.output<typeof progressDetailSchema>;

const dropdownSchema = z.object({
  taskGroups: z.array(
    z.object({
      tgiId: z.number().int(),
      tgiName: z.string(),
      startTime: z.string(),
      endTime: z.string().nullable(),
      activities: z.array(
        z.object({ activityId: z.number().int(), activityName: z.string(), kind: z.enum(ACTIVITY_KINDS) }),
      ),
    }),
  ),
});

export const progressCalls = {
  /** The task groups (with their activities) that grades in the caller's scope take part in, newest first. */
  getDropdownBox: { body: z.object({}).default({}), response: dropdownSchema },
  getUserTypeList: {
    query: z.object({ timestamp }),
    response: z.array(z.object({ userType: z.number().int(), key: z.enum(['student']) })),
  },
  progressDetail: { body: progressPageSchema, response: progressDetailSchema },
  /** The rows of the node as a workbook (.xlsx), the screen's numbers. */
  downloadProgressDetails: { body: progressQuerySchema, response: RAW_REPLY },
  /** Answers to a task group by students in scope, newest first, those kept after a reset included. */
  answerDetailSelectLoad: { body: answerListQuerySchema, response: answerListSchema },
  /**
   * Server-sent events (text/event-stream, see PROGRESS_LIVE_EVENT): a `progress` event, at most one a second, when an
   * answer or a reset in the caller's scope may have changed the task group's figures; a comment every 25 s
   * keeps the stream open.
   */
  progressEvents: { query: z.object({ taskGroupId: id }), response: RAW_REPLY },
} satisfies CallShapes;
