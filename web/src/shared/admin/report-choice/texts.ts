/**
 * The report chooser's texts (report year, evaluation batch, report), shared by the report pages
 * that pick one task group's report; `i18n.ts` registers them as the 'reportChoice' namespace.
 */
export const reportChoiceZhCN = {
  label: '选择报告',
  reportYear: '报告年度',
  evaluationBatch: '测评批次',
  report: '报告',
  published: '已发布',
  preview: '预览',
  previewHint: '尚未向学生和家长发布',
  noYears: '还没有设置报告年度',
  noReport: '这个年度和批次下还没有报告',
  noReportHint: '换一个报告年度或测评批次试试。',
};

export type ReportChoiceTexts = typeof reportChoiceZhCN;

export const reportChoiceEnUS: ReportChoiceTexts = {
  label: 'Choose a report',
  reportYear: 'Report year',
  evaluationBatch: 'Evaluation batch',
  report: 'Report',
  published: 'Published',
  preview: 'Preview',
  previewHint: 'not yet released to students and parents',
  noYears: 'No report year has been set up yet',
  noReport: 'No report in this year and batch yet',
  noReportHint: 'Try another report year or evaluation batch.',
};
