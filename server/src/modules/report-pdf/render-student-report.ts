import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { MIN_REPORT_GROUP, type Locale, type StudentReport } from '@pingjia/contract';
import { REPORT_FONT, useReportFont } from './font.js';
import {
  BOTTOM_MARGIN,
  COLORS,
  contentWidth,
  ensureRoom,
  footers,
  heading,
  MARGIN,
  paragraph,
  table,
  type Column,
  type Row,
} from './layout.js';
import { svgToPdf } from './svg-to-pdf.js';
import { fill, pdfTexts, type PdfTexts } from './texts.js';

/** Names of dictionary keys the report carries (its year and batch), as the reader's screen shows them. */
export interface ReportNames {
  reportYear?: string | undefined;
  evaluationBatch?: string | undefined;
}

type Aspect = StudentReport['aspects'][number];
type Figure = Pick<Aspect, 'score' | 'level' | 'comparison'>;

const CHART_GAP = 15;
const NUMBER_WIDTH = 56;

const figure = (value: number | null, t: PdfTexts) => (value === null ? t.noFigure : String(value));
const levelName = (level: number | null, t: PdfTexts) =>
  level === null ? t.noFigure : (t.levels[level - 1] ?? t.noFigure);

function signed(change: number | null, t: PdfTexts): string {
  if (change === null) return t.noFigure;
  if (change === 0) return t.noChange;
  return change > 0 ? `+${change}` : String(change);
}

function header(doc: PDFKit.PDFDocument, report: StudentReport, t: PdfTexts, names: ReportNames) {
  const { head } = report;
  const width = contentWidth(doc);
  doc.font(REPORT_FONT).fontSize(20).fillColor(COLORS.text).text(t.title, MARGIN, MARGIN, { width });
  doc.fontSize(12).fillColor(COLORS.muted).text(head.taskGroupName, { width });
  doc.moveDown(0.6);
  if (!head.publication.published) paragraph(doc, t.preview, { color: '#b54708' });
  const placement = [head.schoolName, head.gradeName, head.className].filter((part): part is string => !!part);
  const lines: [string, string][] = [
    [t.student, head.studentName],
    [t.year, names.reportYear ?? head.reportYear],
    [t.batch, names.evaluationBatch ?? head.evaluationBatch],
    ...(placement.length > 0 ? [[t.placement, placement.join(' · ')] as [string, string]] : []),
    [t.lastChanged, head.lastChangedAt ?? t.notChanged],
  ];
  for (const [label, value] of lines) paragraph(doc, `${label}${t.colon}${value}`);
}

/** An ECharts SVG's own size, to keep its proportions when it is fitted to a width. */
function svgRatio(svg: string): number {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? height / width : 1;
}

/** The charts side by side, drawn as vectors, their text in the report's font (Chinese included). */
function charts(doc: PDFKit.PDFDocument, report: StudentReport, t: PdfTexts) {
  const drawn = [
    { title: t.radar, svg: report.charts.radar },
    { title: t.comparison, svg: report.charts.comparison },
  ].filter((chart): chart is { title: string; svg: string } => chart.svg !== null);
  if (drawn.length === 0) return;
  const width = (contentWidth(doc) - CHART_GAP) / 2;
  const tallest = Math.max(...drawn.map((chart) => width * svgRatio(chart.svg)));
  doc.font(REPORT_FONT).fontSize(10.5);
  const titleHeight = Math.max(...drawn.map((chart) => doc.heightOfString(chart.title, { width })));
  ensureRoom(doc, titleHeight + tallest + 20);
  const top = doc.y + 10;
  drawn.forEach((chart, index) => {
    const x = MARGIN + index * (width + CHART_GAP);
    doc.fillColor(COLORS.accent).text(chart.title, x, top, { width, align: 'center' });
    svgToPdf(doc, chart.svg, x, top + titleHeight + 4, {
      width,
      height: width * svgRatio(chart.svg),
      fontCallback: () => REPORT_FONT,
      // A chart feature the converter skips must not end the document.
      warningCallback: () => undefined,
    });
  });
  doc.x = MARGIN;
  doc.y = top + titleHeight + 4 + tallest + 6;
}

function cells(name: string, item: Figure, change: string, t: PdfTexts): string[] {
  return [
    name,
    item.score === null ? t.notAnswered : String(item.score),
    levelName(item.level, t),
    figure(item.comparison.class, t),
    figure(item.comparison.school, t),
    figure(item.comparison.district, t),
    change,
  ];
}

/** Every aspect (banded) with its indicators under it: the figures the charts draw, and more. */
function aspectTable(doc: PDFKit.PDFDocument, report: StudentReport, t: PdfTexts) {
  const baseline = report.head.baseline;
  const numbers = (header: string): Column => ({ header, width: NUMBER_WIDTH, align: 'right' });
  const figures: Column[] = [
    numbers(t.scoreColumn),
    { header: t.level, width: NUMBER_WIDTH, align: 'center' },
    numbers(t.classAverage),
    numbers(t.schoolAverage),
    numbers(t.districtAverage),
    // A change needs a baseline report: without one the column would only hold dashes.
    ...(baseline ? [numbers(t.change)] : []),
  ];
  const columns = [
    { header: t.dimension, width: contentWidth(doc) - figures.length * NUMBER_WIDTH, align: 'left' } as const,
    ...figures,
  ];
  const rows: Row[] = report.aspects.flatMap((aspect) => [
    { cells: cells(aspect.name, aspect, signed(aspect.change, t), t), band: true },
    ...aspect.indicators.map((indicator) => ({ cells: cells(indicator.name, indicator, '', t), indent: 12 })),
  ]);
  heading(doc, t.aspects);
  table(doc, columns, rows);
  paragraph(doc, fill(t.suppressed, { min: MIN_REPORT_GROUP }), { size: 8.5, color: COLORS.muted });
  if (baseline)
    paragraph(doc, fill(t.changeMethod, { baseline: baseline.taskGroupName }), { size: 8.5, color: COLORS.muted });
}

function plainTexts(
  doc: PDFKit.PDFDocument,
  title: string,
  items: StudentReport['strengths'],
  empty: string,
  t: PdfTexts,
) {
  heading(doc, title, 13);
  if (items.length === 0) paragraph(doc, empty);
  for (const item of items) paragraph(doc, `• ${item.name}${t.colon}${item.text}`);
}

function body(doc: PDFKit.PDFDocument, report: StudentReport, t: PdfTexts) {
  if (!report.taken) {
    heading(doc, t.notTakenTitle);
    paragraph(doc, fill(t.notTaken, { name: report.head.studentName }));
    return;
  }
  const { score, level } = report.overall;
  heading(doc, t.overall);
  const overall = score === null ? t.notAnswered : `${fill(t.score, { score })} · ${levelName(level, t)}`;
  paragraph(doc, overall, { size: 16 });
  charts(doc, report, t);
  aspectTable(doc, report, t);
  plainTexts(doc, t.strengths, report.strengths, t.noStrengths, t);
  plainTexts(doc, t.toWorkOn, report.toWorkOn, t.nothingToWorkOn, t);
}

/**
 * A student's report as an A4 PDF in the reader's language: what the report page shows (head,
 * "not taken", overall, the two server-drawn charts as vectors, every aspect and indicator with
 * the averages, never a classmate; strengths and what to work on), page numbers in the footer.
 * Returned as a stream; a document's few pages are held until its end only to number them.
 */
export function renderStudentReportPdf(report: StudentReport, locale: Locale, names: ReportNames = {}): Readable {
  const t = pdfTexts[locale];
  const { studentName, taskGroupName } = report.head;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM_MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    lang: locale,
    displayTitle: true,
    info: { Title: `${t.title} · ${studentName} · ${taskGroupName}`, Author: 'Pingjia', Creator: 'Pingjia' },
  });
  useReportFont(doc);
  header(doc, report, t, names);
  body(doc, report, t);
  footers(doc, `${studentName} · ${taskGroupName}`, (page, pages) => fill(t.page, { page, pages }));
  doc.end();
  return doc;
}
