import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { contentDisposition, sendDownload } from './download.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

type Pages = AsyncIterable<readonly Record<string, unknown>[]> | Iterable<readonly Record<string, unknown>[]>;

/** One sheet of a workbook: its name, columns and rows, a page at a time. */
export interface SheetSpec {
  name: string;
  columns: readonly SheetColumn[];
  pages: Pages;
}

/**
 * Writes rows to a real .xlsx as they arrive (ExcelJS's streaming writer: each committed row
 * leaves memory), so a 100 000-row export holds one page of rows at a time. Sheets are written
 * one after the other, each committed before the next begins.
 */
export function xlsxWorkbookStream(sheets: readonly SheetSpec[]) {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  void (async () => {
    for (const spec of sheets) {
      const sheet = workbook.addWorksheet(spec.name);
      sheet.columns = spec.columns.map((column) => ({ ...column }));
      for await (const page of spec.pages) {
        for (const row of page) sheet.addRow(row).commit();
        // A slow download pauses the database reads instead of piling rows up in memory.
        if (output.writableNeedDrain) await once(output, 'drain');
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** A workbook of one sheet. */
export function xlsxStream(sheetName: string, columns: readonly SheetColumn[], pages: Pages) {
  return xlsxWorkbookStream([{ name: sheetName, columns, pages }]);
}

export function sendXlsx(reply: FastifyReply, name: string, content: PassThrough) {
  return sendDownload(reply, content, { mime: XLSX_MIME, disposition: contentDisposition('attachment', name) });
}

/** Pages of presented rows from pages of database rows. */
export async function* mapPages<T, U>(pages: AsyncIterable<T[]>, present: (row: T) => U): AsyncGenerator<U[]> {
  for await (const page of pages) yield page.map(present);
}
