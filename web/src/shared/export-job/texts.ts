/** The texts of a background export's control; `i18n.ts` registers them as the 'exportJob' namespace. */
export const exportJobZhCN = {
  background: '区县及以上的导出在后台生成，可以离开本页，稍后回来下载。',
  progressLabel: '{{label}}进度（{{scope}}）',
  queued: '排队中，马上开始…',
  rows: '{{done}} / {{total}} 行',
  ready: '已生成：{{total}} 行（{{time}}）',
  download: '下载{{scope}}的 {{file}}',
  failed: '导出失败：{{message}}',
};

export type ExportJobTexts = typeof exportJobZhCN;

export const exportJobEnUS: ExportJobTexts = {
  background: "A district's or wider export is made in the background: you may leave this page and come back for it.",
  progressLabel: '{{label}} progress ({{scope}})',
  queued: 'Waiting to start…',
  rows: '{{done}} of {{total}} rows',
  ready: 'Ready: {{total}} rows ({{time}})',
  download: 'Download {{file}} of {{scope}}',
  failed: 'The export failed: {{message}}',
};
