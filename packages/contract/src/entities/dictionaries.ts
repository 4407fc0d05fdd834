import { z } from 'zod';

/** The flat dictionaries of GET /wj/api/taskFeedBack/getDictByDictType. */
export const DictType = {
  grade: 'grade',
  reportYear: 'reportYear',
  subject: 'subject',
  evaluationBatch: 'evaluationBatch',
} as const;

export type DictType = (typeof DictType)[keyof typeof DictType];

export const dictTypeSchema = z.enum(DictType);

/**
 * Every type the dictionaries table stores: the flat ones above, the dimension tree
 * (getDimensionList) and the report mapping (getReportMapping); getDictByDictType serves only the flat ones.
 */
export const StoredDictType = { ...DictType, dimension: 'dimension', reportMapping: 'reportMapping' } as const;

export type StoredDictType = (typeof StoredDictType)[keyof typeof StoredDictType];

export const dictItemSchema = z.object({
  dictId: z.string(),
  dictType: dictTypeSchema,
  dictLabel: z.string(),
  /** The label in English, for en-US readers (ours); none: show dictLabel. */
  dictLabelEn: z.string().nullable().optional(),
  dictValue: z.string(),
  sort: z.number().default(0),
});

export interface DimensionNode {
  id: string;
  parentId: string | null;
  name: string;
  /** The name in English, for en-US readers (ours); none: show name. */
  nameEn?: string | null;
  children: DimensionNode[];
}

/** The dimension tree: aspects at the top, indicators beneath (GET /wj/api/index/getDimensionList). */
export const dimensionNodeSchema: z.ZodType<DimensionNode, unknown> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  get children() {
    return z.array(dimensionNodeSchema).default([]);
  },
});

/** Roles by user type (POST /task/taskInfo/role/getRoleByUser). */
export const roleOptionSchema = z.object({
  roleId: z.number().int(),
  roleCode: z.number().int(),
  roleName: z.string(),
});

/** GET /wj/api/dict/getReportMapping: which report a dictionary entry opens. */
export const reportMappingSchema = z.object({
  dataList: z.array(z.object({ dictId: z.string(), reportId: z.string() })),
});

export type DictItem = z.infer<typeof dictItemSchema>;
export type RoleOption = z.infer<typeof roleOptionSchema>;
export type ReportMapping = z.infer<typeof reportMappingSchema>;

/** §9 default key point of the reports. */
export const DEFAULT_KEY_POINT = { dimensionId: '1', indicatorId: '10' } as const;

/** School grade levels: primary 1-6, junior secondary 7-9, senior secondary 10-12. */
export const GRADE_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const GRADE_NAMES = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '七年级',
  '八年级',
  '九年级',
  '高一',
  '高二',
  '高三',
];

/** A grade's name as schools write it; the server names new grades with it, the web lists the choices. */
export function gradeName(level: number): string {
  return GRADE_NAMES[level - 1] ?? `${level}年级`;
}

/** A dictionary entry's label for a reader: English for en-US when the entry has one. */
export function dictLabelFor(entry: Pick<DictItem, 'dictLabel' | 'dictLabelEn'>, locale: string): string {
  return locale === 'en-US' && entry.dictLabelEn ? entry.dictLabelEn : entry.dictLabel;
}
