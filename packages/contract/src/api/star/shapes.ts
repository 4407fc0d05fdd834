import { z } from 'zod';
import type { CallShapes } from '../define.js';
import { idSchema } from '../../validation/id.js';

const id = idSchema;
const tabType = z.coerce.number<number>().int().min(1).max(5);
/** yyyy-mm */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** yyyy-mm-dd */
const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

const recordListBodySchema = z.object({ studentId: id, month: month.optional(), tabType: tabType.optional() });
const childrenRecordsQuerySchema = z.object({
  studentId: id,
  recordDate: day,
  tabType: tabType.optional(),
  timestamp: z.string().optional(),
});
const deleteRecordBodySchema = z.object({ id });
const trendBodySchema = z.object({
  studentId: id,
  endMonth: month.optional(),
  months: z.coerce.number<number>().int().min(1).max(12).default(6),
});
const timestampQuerySchema = z.object({ timestamp: z.string().optional() });

const tabTypeSchema = z.object({ tabType: z.number().int(), tabName: z.string() });

const starRecordSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  tabType: z.number().int(),
  tabName: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  stars: z.number().int(),
  recordDate: z.string(),
});

/** One record of a star calendar. */
export type StarRecord = z.infer<typeof starRecordSchema>;

const monthViewSchema = z.object({
  month: z.string(),
  totalStars: z.number().int(),
  days: z.array(z.object({ recordDate: z.string(), stars: z.number().int(), count: z.number().int() })),
  records: z.array(starRecordSchema),
});

const calendarChildSchema = z.object({
  studentId: z.number().int(),
  userName: z.string(),
  className: z.string().nullable(),
  totalStars: z.number().int(),
});

const trendSchema = z.object({
  months: z.array(z.string()),
  series: z.array(z.object({ tabType: z.number().int(), tabName: z.string(), stars: z.array(z.number().int()) })),
});

/** The trend as an SVG document (a line per tab type), for an `<img>`: it carries no script. */
const trendChartSchema = z.object({ svg: z.string() });

export const starCalls = {
  getTabType: { query: timestampQuerySchema, response: z.array(tabTypeSchema) },
  getRecordList: { body: recordListBodySchema, response: monthViewSchema },
  listChildren: { query: timestampQuerySchema, response: z.array(calendarChildSchema) },
  getChildrenRecords: { query: childrenRecordsQuerySchema, response: z.array(starRecordSchema) },
  deleteRecord: { body: deleteRecordBodySchema, response: z.null() },
  activityTrend: { body: trendBodySchema, response: trendSchema },
  activityTrendChart: { body: trendBodySchema, response: trendChartSchema },
} satisfies CallShapes;
