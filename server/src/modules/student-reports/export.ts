import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { LocalizedText } from '../../platform/app-error.js';
import { sessionOf } from '../../platform/auth.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { sendXlsx, xlsxWorkbookStream, type SheetSpec } from '../../platform/xlsx-stream.js';
import type { AuditContext } from '../people/writes.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { staffReaderOf } from './policy.js';
import { studentReportFigures, type ReportFigures } from './service.js';

/*
 * exportStudentReport: one student's report as the screen shows it, as .xlsx: a row per aspect
 * and indicator with the score, level, averages and change, the overall score as the last row,
 * and a sheet naming the report. Names only: identity numbers and phones are not report figures.
 */

const texts = {
  scoresSheet: { 'zh-CN': '得分', 'en-US': 'Scores' },
  aboutSheet: { 'zh-CN': '报告信息', 'en-US': 'About' },
  dimension: { 'zh-CN': '维度', 'en-US': 'Dimension' },
  aspect: { 'zh-CN': '所属方面', 'en-US': 'Aspect' },
  score: { 'zh-CN': '得分', 'en-US': 'Score' },
  level: { 'zh-CN': '等级', 'en-US': 'Level' },
  classMean: { 'zh-CN': '班级平均', 'en-US': 'Class average' },
  schoolMean: { 'zh-CN': '学校平均', 'en-US': 'School average' },
  districtMean: { 'zh-CN': '区县平均', 'en-US': 'District average' },
  change: { 'zh-CN': '变化', 'en-US': 'Change' },
  overall: { 'zh-CN': '总分', 'en-US': 'Overall' },
  item: { 'zh-CN': '项目', 'en-US': 'Item' },
  value: { 'zh-CN': '内容', 'en-US': 'Value' },
  studentName: { 'zh-CN': '学生', 'en-US': 'Student' },
  className: { 'zh-CN': '班级', 'en-US': 'Class' },
  gradeName: { 'zh-CN': '年级', 'en-US': 'Grade' },
  schoolName: { 'zh-CN': '学校', 'en-US': 'School' },
  report: { 'zh-CN': '报告', 'en-US': 'Report' },
  reportYear: { 'zh-CN': '报告年度', 'en-US': 'Report year' },
  evaluationBatch: { 'zh-CN': '评价批次', 'en-US': 'Evaluation batch' },
  publishedAt: { 'zh-CN': '发布时间', 'en-US': 'Published at' },
  notPublished: { 'zh-CN': '未发布（预览）', 'en-US': 'Not published (preview)' },
  lastChangedAt: { 'zh-CN': '最近更新', 'en-US': 'Last changed' },
  baseline: { 'zh-CN': '对比报告', 'en-US': 'Compared with' },
  status: { 'zh-CN': '状态', 'en-US': 'Status' },
  taken: { 'zh-CN': '已参加', 'en-US': 'Taken' },
  notTaken: { 'zh-CN': '未参加', 'en-US': 'Not taken' },
  strengths: { 'zh-CN': '亮点', 'en-US': 'Strengths' },
  toWorkOn: { 'zh-CN': '待提升', 'en-US': 'To work on' },
  fileName: { 'zh-CN': '学生报告.xlsx', 'en-US': 'student-report.xlsx' },
} as const satisfies Record<string, LocalizedText>;

const SCORE_KEYS = ['score', 'level', 'classMean', 'schoolMean', 'districtMean', 'change'] as const;

/** The overall row's first cell: a reader tells it from the dimension rows by it. */
export const overallLabel = (locale: Locale) => texts.overall[locale];

function scoresSheet(report: ReportFigures, locale: Locale): SheetSpec {
  const columns = [
    { header: texts.dimension[locale], key: 'dimension', width: 20 },
    { header: texts.aspect[locale], key: 'aspect', width: 20 },
    ...SCORE_KEYS.map((key) => ({ header: texts[key][locale], key, width: 12 })),
  ];
  const rows = report.aspects.flatMap((aspect) => [
    { dimension: aspect.name, aspect: aspect.name, ...cells(aspect), change: aspect.change },
    ...aspect.indicators.map((indicator) => ({ dimension: indicator.name, aspect: aspect.name, ...cells(indicator) })),
  ]);
  const overall = { dimension: texts.overall[locale], score: report.overall.score, level: report.overall.level };
  return { name: texts.scoresSheet[locale], columns, pages: [rows, [overall]] };
}

function cells(figure: ReportFigures['aspects'][number]['indicators'][number]) {
  return {
    score: figure.score,
    level: figure.level,
    classMean: figure.comparison.class,
    schoolMean: figure.comparison.school,
    districtMean: figure.comparison.district,
  };
}

function aboutSheet(report: ReportFigures, locale: Locale): SheetSpec {
  const { head } = report;
  const line = (key: keyof typeof texts, value: string | null) => ({ item: texts[key][locale], value: value ?? '' });
  const rows = [
    line('studentName', head.studentName),
    line('className', head.className),
    line('gradeName', head.gradeName),
    line('schoolName', head.schoolName),
    line('report', head.taskGroupName),
    line('reportYear', head.reportYear),
    line('evaluationBatch', head.evaluationBatch),
    line('publishedAt', head.publication.publishedAt ?? texts.notPublished[locale]),
    line('lastChangedAt', head.lastChangedAt),
    line('baseline', head.baseline?.taskGroupName ?? null),
    line('status', report.taken ? texts.taken[locale] : texts.notTaken[locale]),
    ...report.strengths.map((text) => line('strengths', text.text)),
    ...report.toWorkOn.map((text) => line('toWorkOn', text.text)),
  ];
  const columns = [
    { header: texts.item[locale], key: 'item', width: 16 },
    { header: texts.value[locale], key: 'value', width: 60 },
  ];
  return { name: texts.aboutSheet[locale], columns, pages: [rows] };
}

/** Who took which student's report out, and from where. */
async function auditStudentExport(db: Executor, audit: AuditContext, studentId: number, report: ReportFigures) {
  await recordAudit(db, {
    ...auditActor(audit.session),
    action: 'report.exportStudent',
    entityType: 'student',
    entityId: studentId,
    before: null,
    after: {
      taskGroupId: report.head.taskGroupId,
      schoolName: report.head.schoolName,
      className: report.head.className,
    },
    ip: audit.ip,
    provinceShardId: audit.session.provinceShardId,
  });
}

/** Staff in scope download a student's report (published or a preview); audited before it is sent. */
export async function sendStudentReportExport(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { taskGroupId: number; studentId: number },
) {
  const locale = requestLocale(request);
  const now = ctx.clock();
  const reader = await staffReaderOf(ctx.db, await scopeOf(ctx, request), sessionOf(request), query.studentId);
  const report = await studentReportFigures(ctx.db, reader, query, locale, now);
  await auditStudentExport(ctx.db, auditOf(request), query.studentId, report);
  const workbook = xlsxWorkbookStream([scoresSheet(report, locale), aboutSheet(report, locale)]);
  return sendXlsx(reply, texts.fileName[locale], workbook);
}
