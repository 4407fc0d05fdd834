import { z } from 'zod';
import { taskGroupInfoSchema } from '../../entities/task.js';
import { ITEM_TYPES, UPLOAD_ITEM_ACCEPTS } from '../../rules/activities.js';
import type { CallShapes } from '../define.js';
import { taskAdminCalls } from './admin.shapes.js';

export { TASK_GROUP_STATES, type TaskGroupState } from './admin.shapes.js';
import { RESET_REASON_LENGTH } from '../../rules/recovery.js';
import { idSchema, INT4_MAX } from '../../validation/id.js';

const id = idSchema;
const timestamp = z.string().optional();

/** A student reads their own; a parent names a bound child. */
export const studentQuerySchema = z.object({ studentId: id.optional(), timestamp });
const studentBodySchema = z.object({ studentId: z.number().int().positive().max(INT4_MAX).optional() }).default({});
const activityIdParamsSchema = z.object({ id });
const activityQuerySchema = z.object({ activityId: id, studentId: id.optional(), timestamp });
const groupIdQuerySchema = z.object({ taskGroupId: id, studentId: id.optional(), timestamp });
/** getById names the activity `id`, as the screens pass it. */
const byIdQuerySchema = z.object({ id, studentId: id.optional(), timestamp });

export const groupDtoSchema = taskGroupInfoSchema.extend({
  tgiName: z.string(),
  tgiStartTime: z.string(),
  passed: z.string(),
});

export const activityDtoSchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  kind: z.string(),
  taskGroupId: z.number().int(),
  passed: z.string(),
  sort: z.number().int(),
});

export const answerStateDtoSchema = z.object({
  userTaskState: z.number().int(),
  respondTimes: z.number().int(),
  isWaive: z.number().int(),
  reuploadFlag: z.number().int(),
});

/**
 * Ours: the activity's first finish is already counted against the §5 stamina limit, so handing it in
 * again (a re-answer, or after an admin's reset) is never held by it: `staminaBlock`'s `alreadyCounted`.
 */
export const staminaCountedSchema = z.boolean();

export const groupWithActivitiesSchema = groupDtoSchema.extend({
  isEnded: z.boolean(),
  activities: z.array(
    activityDtoSchema
      .extend(answerStateDtoSchema.shape)
      .extend({ answerDisabled: z.boolean(), staminaCounted: staminaCountedSchema }),
  ),
});

export const itemDtoSchema = z.object({
  itemId: z.number().int(),
  sort: z.number().int(),
  type: z.enum(ITEM_TYPES),
  stem: z.string(),
  required: z.boolean(),
  media: z.array(z.string()),
  accept: z.enum(UPLOAD_ITEM_ACCEPTS).nullable(),
  options: z.array(z.object({ optionId: z.number().int(), label: z.string() })),
});

const guidePageSchema = activityDtoSchema.extend({
  title: z.string(),
  content: z.string(),
  media: z.array(z.string()),
  taskGroupInfo: groupDtoSchema,
});

export const overviewSchema = z.object({
  taskGroupNum: z.number().int(),
  total: z.number().int(),
  finished: z.number().int(),
  waived: z.number().int(),
  unfinished: z.number().int(),
});

export const artistSchema = z.object({
  rawLevel: z.number().int(),
  level: z.number().int(),
  gender: z.string(),
  image: z.string(),
});
const stemsSchema = activityDtoSchema.extend({ items: z.array(itemDtoSchema) });
const activityWithGroupSchema = activityDtoSchema.extend({ taskGroupInfo: groupDtoSchema });

export type GroupDto = z.infer<typeof groupDtoSchema>;
export type ActivityDto = z.infer<typeof activityDtoSchema>;
export type ItemDto = z.infer<typeof itemDtoSchema>;

/** §2 assessmentRecovery: an admin returns one student's activity to not started, saying why. */
const resetBodySchema = z.object({
  studentId: z.number().int().positive().max(INT4_MAX),
  activityId: z.number().int().positive().max(INT4_MAX),
  reason: z.string().trim().min(RESET_REASON_LENGTH.min).max(RESET_REASON_LENGTH.max),
});

export const taskInfoCalls = {
  resetTaskResult: { body: resetBodySchema, response: z.object({ taskState: answerStateDtoSchema }) },
  getTaskInfoByUser: { body: studentBodySchema, response: z.array(groupWithActivitiesSchema) },
  myTaskInfoOverview: { query: studentQuerySchema, response: overviewSchema },
  getActivityGuidePage: { params: activityIdParamsSchema, query: studentQuerySchema, response: guidePageSchema },
  getAllStemInfo: { query: activityQuerySchema, response: stemsSchema },
  getUserArtist: { query: studentQuerySchema, response: artistSchema },
  getTaskInfoById: { query: groupIdQuerySchema, response: groupWithActivitiesSchema },
  getById: { query: byIdQuerySchema, response: activityWithGroupSchema },
  ...taskAdminCalls,
} satisfies CallShapes;
