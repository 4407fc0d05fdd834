/** The report PDF buttons' texts; `i18n.ts` registers them as the 'reportPdf' namespace. */
export const reportPdfZhCN = {
  download: '下载 PDF',
  making: '正在生成 PDF…',
  failed: 'PDF 没有下载成功：{{message}}',
  zip: '下载全班学生报告 PDF（zip）',
  zipHint: '每位学生一份 PDF，在后台生成，可以离开本页，稍后回来下载。',
  zipProgress: '学生报告打包进度（{{scope}}）',
  zipQueued: '排队中，马上开始…',
  zipCount: '{{done}} / {{total}} 份',
  zipReady: '已生成：{{total}} 份报告（{{time}}）',
  zipDownload: '下载 {{file}}',
  zipFailed: '打包失败：{{message}}',
};

export type ReportPdfTexts = typeof reportPdfZhCN;

export const reportPdfEnUS: ReportPdfTexts = {
  download: 'Download PDF',
  making: 'Making the PDF…',
  failed: 'The PDF did not download: {{message}}',
  zip: "Download the class's student reports (PDF, zip)",
  zipHint: 'One PDF per student, made in the background: you may leave this page and come back for it.',
  zipProgress: 'Student reports zip progress ({{scope}})',
  zipQueued: 'Waiting to start…',
  zipCount: '{{done}} of {{total}} reports',
  zipReady: 'Ready: {{total}} reports ({{time}})',
  zipDownload: 'Download {{file}}',
  zipFailed: 'The zip failed: {{message}}',
};
