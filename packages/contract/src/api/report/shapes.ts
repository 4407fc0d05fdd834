import { z } from 'zod';
import { PUBLISH_SCOPES, REPORT_NODE_KINDS, REPORT_TYPES } from '../../rules/reports.js';
import { assessmentCalls } from '../assessment/shapes.js';
import { RAW_REPLY, type CallShapes } from '../define.js';
import { idSchema, INT4_MAX } from '../../validation/id.js';

/*
 * Reports (issue 13): area, school, class and student reports of a task group, built from the
 * scores students stored. A report is one task group carrying its report year and evaluation
 * batch; value-added compares it with a baseline report (by default the scope's previous batch).
 * The spec names the paths only; the shapes are ours (docs/decisions.md, "Reports").
 */

const id = idSchema;
const int = z.number().int();
const dictKey = z.string().trim().min(1).max(20);

const page = {
  pageIndex: z.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

export const reportNodeRefSchema = z.object({ kind: z.enum(REPORT_NODE_KINDS), id });
const nodeSchema = z.object({ kind: z.enum(REPORT_NODE_KINDS), id: int, name: z.string() });

/** Which report, under which node of the caller's scope (none: the scope itself), of which grade. */
const reportScopeSchema = z.object({
  taskGroupId: id,
  node: reportNodeRefSchema.optional(),
  gradeLevel: z.coerce.number<number>().int().min(1).max(12).optional(),
  /** The value-added baseline; none: the latest earlier report of the same scope and grade. */
  baseTaskGroupId: id.optional(),
});
export type ReportScopeQuery = z.output<typeof reportScopeSchema>;

const reportRefSchema = z.object({
  taskGroupId: int,
  taskGroupName: z.string(),
  reportYear: z.string(),
  evaluationBatch: z.string(),
});
export type ReportRef = z.output<typeof reportRefSchema>;

/**
 * A mean and level distribution over `students`; both null when fewer than MIN_REPORT_GROUP
 * students have a score (`suppressed`), so no figure identifies a child.
 */
export const figureSchema = z.object({
  students: int,
  mean: z.number().nullable(),
  /** Students at level 1, 2, 3 and 4. */
  levels: z.tuple([int, int, int, int]).nullable(),
  suppressed: z.boolean(),
});
export type ReportFigure = z.output<typeof figureSchema>;

export const valueAddedSchema = z.object({
  /** Students with scores in both reports. */
  paired: int,
  before: z.number().nullable(),
  after: z.number().nullable(),
  change: z.number().nullable(),
  /** Units only (null for a student): the change against what the starting level predicted. */
  againstExpected: z.number().nullable(),
});
export type ValueAdded = z.output<typeof valueAddedSchema>;

/** Averages of the units above, for comparison (null: not in the caller's view, or too few students). */
const comparisonSchema = z.object({
  class: z.number().nullable(),
  school: z.number().nullable(),
  district: z.number().nullable(),
});

export const dimensionFigureSchema = z.object({
  dimensionId: z.string(),
  parentDimensionId: z.string().nullable(),
  name: z.string(),
  figure: figureSchema,
  comparison: comparisonSchema,
  valueAdded: valueAddedSchema.nullable(),
});
export type DimensionFigure = z.output<typeof dimensionFigureSchema>;

const aspectFigureSchema = dimensionFigureSchema.extend({ indicators: z.array(dimensionFigureSchema) });
export type AspectFigure = z.output<typeof aspectFigureSchema>;

export const publicationSchema = z.object({
  published: z.boolean(),
  publishedAt: z.string().nullable(),
});

/** What every report page shows above its figures. */
const reportHeadSchema = reportRefSchema.extend({
  /** From the caller's scope down to the node. */
  path: z.array(nodeSchema),
  node: nodeSchema,
  gradeLevel: int.nullable(),
  publication: publicationSchema,
  /** When an answer, a reset or a late answer last changed a figure of this report. */
  lastChangedAt: z.string().nullable(),
  baseline: reportRefSchema.nullable(),
  /** Students the plans include, and those with at least one score. */
  students: z.object({ included: int, taken: int }),
});
export type ReportHead = z.output<typeof reportHeadSchema>;

/** One unit below the node (a school under an area, a class under a school): overall and per aspect. */
const unitRowSchema = z.object({
  kind: z.enum(REPORT_NODE_KINDS),
  id: int,
  name: z.string(),
  overall: figureSchema,
  /** Means in the order of the report's aspects. */
  aspects: z.array(z.number().nullable()),
  valueAdded: valueAddedSchema.nullable(),
});
export type ReportUnitRow = z.output<typeof unitRowSchema>;

const unitReportSchema = z.object({
  head: reportHeadSchema,
  overall: dimensionFigureSchema,
  aspects: z.array(aspectFigureSchema),
  rows: z.array(unitRowSchema),
});
export type UnitReport = z.output<typeof unitReportSchema>;

const keyIndicatorsSchema = z.object({
  head: reportHeadSchema,
  /** The §9 key point (dimension '1', indicator '10'). */
  keyPoint: z.object({ aspect: dimensionFigureSchema.nullable(), indicator: dimensionFigureSchema.nullable() }),
  strongest: z.array(dimensionFigureSchema),
  weakest: z.array(dimensionFigureSchema),
});

const developmentSchema = z.object({
  head: reportHeadSchema,
  aspects: z.array(z.object({ dimensionId: z.string(), name: z.string() })),
  rows: z.array(unitRowSchema),
});
export type DevelopmentSituation = z.output<typeof developmentSchema>;

const classRowSchema = z.object({
  classId: int,
  className: z.string(),
  gradeName: z.string(),
  schoolName: z.string(),
  overall: figureSchema,
  publication: publicationSchema,
});

const studentMarkSchema = z.object({
  studentId: int,
  userName: z.string(),
  loginName: z.string(),
  className: z.string().nullable(),
  /** A student with no score shows "not taken", never zero. */
  taken: z.boolean(),
  overall: z.number().nullable(),
  level: int.nullable(),
});
export type StudentMark = z.output<typeof studentMarkSchema>;

const classReportSchema = unitReportSchema.extend({
  /** The class's students in name order (never ranked), for its teachers. */
  students: z.array(studentMarkSchema),
});
export type ClassReport = z.output<typeof classReportSchema>;

const plainTextSchema = z.object({ dimensionId: z.string(), name: z.string(), text: z.string() });

const studentReportSchema = z.object({
  head: reportRefSchema.extend({
    studentName: z.string(),
    /** Where the student was when they answered. */
    className: z.string().nullable(),
    gradeName: z.string().nullable(),
    schoolName: z.string().nullable(),
    publication: publicationSchema,
    lastChangedAt: z.string().nullable(),
    baseline: reportRefSchema.nullable(),
  }),
  taken: z.boolean(),
  overall: z.object({ score: z.number().nullable(), level: int.nullable() }),
  aspects: z.array(
    z.object({
      dimensionId: z.string(),
      name: z.string(),
      score: z.number().nullable(),
      level: int.nullable(),
      comparison: comparisonSchema,
      change: z.number().nullable(),
      indicators: z.array(
        z.object({
          dimensionId: z.string(),
          name: z.string(),
          score: z.number().nullable(),
          level: int.nullable(),
          comparison: comparisonSchema,
        }),
      ),
    }),
  ),
  /** Plain language in the caller's locale. */
  strengths: z.array(plainTextSchema),
  toWorkOn: z.array(plainTextSchema),
  /** Charts rendered on the server as SVG, so phone pages carry no chart library. */
  charts: z.object({ radar: z.string().nullable(), comparison: z.string().nullable() }),
});
export type StudentReport = z.output<typeof studentReportSchema>;

const studentReportListItemSchema = reportRefSchema.extend({
  taken: z.boolean(),
  publication: publicationSchema,
  lastChangedAt: z.string().nullable(),
  read: z.boolean(),
});
export type StudentReportListItem = z.output<typeof studentReportListItemSchema>;

const readRowSchema = z.object({
  studentId: int,
  userName: z.string(),
  loginName: z.string(),
  className: z.string().nullable(),
  studentReadAt: z.string().nullable(),
  parentReadAt: z.string().nullable(),
});

const batchSchema = z.object({ evaluationBatch: z.string(), name: z.string() });
const gradeSchema = z.object({ gradeLevel: int, gradeName: z.string() });

const exclusiveIndicatorSchema = z.object({
  id: int,
  schoolId: int,
  aspectId: z.string(),
  name: z.string(),
  activityIds: z.array(int),
});
export type ExclusiveIndicator = z.output<typeof exclusiveIndicatorSchema>;

const studentQuerySchema = z.object({ taskGroupId: id, studentId: id.optional() });

export const reportCalls = {
  /** The grades with a report in the year, in the caller's scope; currentGradName picks the default. */
  getReportGrad: {
    query: z.object({ reportYear: dictKey, currentGradName: z.string().trim().max(20).optional() }),
    response: z.object({ grades: z.array(gradeSchema), currentGradeLevel: int.nullable() }),
  },
  /** The report types the caller's role reads, each with its page. */
  queryReportType: {
    response: z.array(z.object({ reportType: z.enum(REPORT_TYPES), name: z.string(), path: z.string() })),
  },
  /** The batches of a year whose reports the caller's scope has. */
  findReportEvaluationBatch: { query: z.object({ reportYear: dictKey }), response: z.array(batchSchema) },
  /** The batches of a year in which the student (a parent: the child) has a published report. */
  getStudentReportEvaluationBatch: {
    query: z.object({ reportYear: dictKey, studentId: id.optional() }),
    response: z.array(batchSchema),
  },
  /** The reports (task groups) of a year and batch in the caller's scope, with their publication. */
  findReportGroupInfoName: {
    body: z.object({ reportYear: dictKey.optional(), evaluationBatch: dictKey.optional() }).prefault({}),
    response: z.array(reportRefSchema.extend({ publication: publicationSchema })),
  },
  /** The area or school report of a node: aspects and indicators, comparison, value-added, units below. */
  queryDistrictReport: { body: reportScopeSchema, response: unitReportSchema },
  getKeyDimensionalIndicators: { body: reportScopeSchema, response: keyIndicatorsSchema },
  /** The development situation class by class (under a school or grade). */
  selectDevelopmentSituation: { body: reportScopeSchema, response: developmentSchema },
  /** The development situation school by school (under an area). */
  selectDevelopmentSchoolList: { body: reportScopeSchema, response: developmentSchema },
  exportExcelDevelopmentSituation: {
    body: reportScopeSchema.extend({ by: z.enum(['class', 'school']).default('class') }),
    response: RAW_REPLY,
  },
  /** The phase (学段) of a school's grades, for the development page's grade filter. */
  selectCurrentPhaseIdByOrgId: {
    body: z.object({ orgId: id }),
    response: z.object({
      phaseId: z.string(),
      phases: z.array(z.object({ phaseId: z.string(), gradeLevels: z.array(int) })),
    }),
  },
  /** The classes of the caller's scope with their report's overall figure, paged. */
  getPageClassesReport: {
    body: reportScopeSchema.extend({ keyword: z.string().trim().max(50).optional(), ...page }),
    response: z.object({ rows: z.array(classRowSchema), total: int }),
  },
  /** One class's report, with its students for its teachers. */
  getClassesReportByEachina: {
    body: z.object({ taskGroupId: id, classId: id, baseTaskGroupId: id.optional() }),
    response: classReportSchema,
  },
  exportClassReport: { body: z.object({ taskGroupId: id, classId: id }), response: RAW_REPLY },
  /** A student's reports (a parent: the child's): published ones only, for students and parents. */
  getStudentReportList: {
    body: z
      .object({ reportYear: dictKey.optional(), evaluationBatch: dictKey.optional(), studentId: id.optional() })
      .prefault({}),
    response: z.array(studentReportListItemSchema),
  },
  /** Ours: one student's report (docs/decisions.md). */
  getStudentReport: {
    body: studentQuerySchema.extend({ baseTaskGroupId: id.optional() }),
    response: studentReportSchema,
  },
  exportStudentReport: { body: z.object({ taskGroupId: id, studentId: id }), response: RAW_REPLY },
  /**
   * Ours: the student report as a PDF, a file of the caller's in the report set, made again only
   * when a figure or the publication changed since; fetch it with getReportFile.
   */
  createStudentReportFile: {
    body: studentQuerySchema,
    response: z.object({ fileName: z.string(), downloadName: z.string() }),
  },
  /** The students of a class with their overall mark, to open one's report (stuReport). */
  selectStudentReportMarkList: {
    body: z.object({
      taskGroupId: id,
      classId: id,
      keyword: z.string().trim().max(50).optional(),
      taken: z.boolean().optional(),
      ...page,
    }),
    response: z.object({ rows: z.array(studentMarkSchema), total: int }),
  },
  /** Who has opened the reports (reportRead): per student, when the student and a parent first did. */
  selectStudentReportReadList: {
    body: z.object({
      taskGroupId: id,
      node: reportNodeRefSchema.optional(),
      reader: z.enum(['student', 'parent', 'any']).default('any'),
      read: z.boolean().optional(),
      keyword: z.string().trim().max(50).optional(),
      ...page,
    }),
    response: z.object({
      rows: z.array(readRowSchema),
      total: int,
      counts: z.object({ students: int, readByStudent: int, readByParent: int }),
    }),
  },
  /** The same computation and shape as /wj/api/assessment/ of the same name. */
  findStatisticalDetails: assessmentCalls.findStatisticalDetails,
  finishRateDetails: assessmentCalls.finishRateDetails,
  /** The caller (a student, or a parent for a child) has opened the report. */
  updateReportReadStatus: { body: studentQuerySchema, response: z.object({ readAt: z.string() }) },
  /** Whether to show the first-open popup of a report; `update` records it as shown. */
  findOrUpdatePopupStatus: {
    body: studentQuerySchema.extend({ update: z.boolean().default(false) }),
    response: z.object({ show: z.boolean() }),
  },
  /** Ours: publishes a report for an area or a school; students and parents see it from then on. */
  publishReport: {
    body: z.object({ taskGroupId: id, scope: z.enum(PUBLISH_SCOPES), scopeId: id }),
    response: publicationSchema,
  },
  /** Ours: withdraws a publication. */
  withdrawReport: {
    body: z.object({ taskGroupId: id, scope: z.enum(PUBLISH_SCOPES), scopeId: id }),
    response: publicationSchema,
  },
  /** Ours: a school's own indicators under the common aspects (exclusiveReport). */
  listExclusiveIndicators: {
    body: z.object({ schoolId: id.optional() }).prefault({}),
    response: z.array(exclusiveIndicatorSchema),
  },
  saveExclusiveIndicator: {
    body: z.object({
      id: id.optional(),
      schoolId: id,
      aspectId: dictKey,
      name: z.string().trim().min(1).max(30),
      activityIds: z.array(id).min(1).max(50),
    }),
    response: exclusiveIndicatorSchema,
  },
  deleteExclusiveIndicator: { body: z.object({ id }), response: z.object({ id: int }) },
  /** The common aspects with the school's own indicators beside them. */
  queryExclusiveReport: {
    body: z.object({ taskGroupId: id, schoolId: id, gradeLevel: z.number().int().min(1).max(12).optional() }),
    response: z.object({
      head: reportHeadSchema,
      aspects: z.array(
        aspectFigureSchema.extend({
          own: z.array(z.object({ indicatorId: int, name: z.string(), figure: figureSchema })),
        }),
      ),
    }),
  },
} satisfies CallShapes;
