/*
 * Drawing helpers of the report PDF: an A4 page with fixed margins, text blocks that move to a new
 * page when they would run past the bottom, a table whose header row repeats on each page, and
 * page numbers written once every page exists.
 */
import { REPORT_FONT } from './font.js';

export const MARGIN = 50;
/** The bottom margin leaves room for the footer line under it. */
export const BOTTOM_MARGIN = 66;
const FOOTER_FROM_BOTTOM = 40;

export const COLORS = { text: '#1f2329', muted: '#646a73', rule: '#dee0e3', band: '#f2f3f5', accent: '#1d5fd6' };

export const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * MARGIN;
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one; true when it did. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

export function heading(doc: PDFKit.PDFDocument, text: string, size = 14) {
  doc.font(REPORT_FONT).fontSize(size);
  // A heading never sits alone at the foot of a page.
  ensureRoom(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 40);
  doc
    .moveDown(0.6)
    .fillColor(COLORS.accent)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3).fillColor(COLORS.text);
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, options: { size?: number; color?: string } = {}) {
  doc.font(REPORT_FONT).fontSize(options.size ?? 10.5);
  const width = contentWidth(doc);
  ensureRoom(doc, doc.heightOfString(text, { width, lineGap: 2 }));
  doc.fillColor(options.color ?? COLORS.text).text(text, MARGIN, doc.y, { width, lineGap: 2 });
}

export interface Column {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

export interface Row {
  cells: string[];
  /** A banded row (an aspect) above its indented rows (its indicators). */
  band?: boolean;
  indent?: number;
}

const CELL_PAD = 4;
const TABLE_SIZE = 9.5;

function rowHeight(doc: PDFKit.PDFDocument, columns: readonly Column[], row: Row): number {
  doc.font(REPORT_FONT).fontSize(TABLE_SIZE);
  const heights = columns.map((column, index) => {
    const indent = index === 0 ? (row.indent ?? 0) : 0;
    return doc.heightOfString(row.cells[index] ?? '', { width: column.width - 2 * CELL_PAD - indent });
  });
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawRow(doc: PDFKit.PDFDocument, columns: readonly Column[], row: Row, height: number, isHeader = false) {
  const top = doc.y;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (row.band || isHeader) doc.rect(MARGIN, top, width, height).fill(isHeader ? COLORS.rule : COLORS.band);
  doc
    .font(REPORT_FONT)
    .fontSize(TABLE_SIZE)
    .fillColor(isHeader ? COLORS.muted : COLORS.text);
  let x = MARGIN;
  columns.forEach((column, index) => {
    const indent = index === 0 ? (row.indent ?? 0) : 0;
    doc.text(row.cells[index] ?? '', x + CELL_PAD + indent, top + CELL_PAD, {
      width: column.width - 2 * CELL_PAD - indent,
      align: column.align,
    });
    x += column.width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + width, top + height)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/** A table; its header row starts it and every page it continues on. */
export function table(doc: PDFKit.PDFDocument, columns: readonly Column[], rows: readonly Row[]) {
  const header: Row = { cells: columns.map((column) => column.header) };
  const headerHeight = rowHeight(doc, columns, header);
  ensureRoom(doc, headerHeight + rowHeight(doc, columns, rows[0] ?? header));
  drawRow(doc, columns, header, headerHeight, true);
  for (const row of rows) {
    const height = rowHeight(doc, columns, row);
    if (ensureRoom(doc, height)) drawRow(doc, columns, header, headerHeight, true);
    drawRow(doc, columns, row, height);
  }
  doc.moveDown(0.5);
}

/** Writes each page's footer once the document is complete (the pages are buffered until then). */
export function footers(doc: PDFKit.PDFDocument, left: string, pageText: (page: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_FROM_BOTTOM;
    const width = contentWidth(doc);
    doc.font(REPORT_FONT).fontSize(8).fillColor(COLORS.muted);
    doc.text(left, MARGIN, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.text(pageText(index - start + 1, count), MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
