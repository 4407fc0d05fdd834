import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { ErrorCode } from '@pingjia/contract';
import { adminRefusal } from '../scope/messages.js';
import { withTrailingPadding } from './zip-padding.js';

/** A cell as the text the user typed: rich text joined, links by their text, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (cell.richText)
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.result !== undefined) return cellText(cell.result);
    return '';
  }
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

export interface SheetRow {
  /** 1-based, as Excel shows it. */
  rowNumber: number;
  cells: string[];
}

const notAWorkbook = () => adminRefusal(ErrorCode.ValidationFailed, 'notAWorkbook');

/**
 * Reads a workbook (its bytes held in memory: an upload is at most 20 MB) with ExcelJS's
 * streaming reader, which parses a chunk at a time and awaits between chunks, so a 10 000-row
 * file does not hold the event loop. Every sheet is read through; only the chosen one's rows
 * are handed to `onRow`. Answers the sheet names.
 */
export async function readWorkbook(
  content: Readable,
  chosenSheet: number | null,
  onRow: (row: SheetRow) => void | Promise<void>,
): Promise<string[]> {
  const names: string[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(withTrailingPadding(await buffer(content))), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      const index = names.length;
      names.push((sheet as unknown as { name: string }).name);
      for await (const row of sheet) {
        if (index !== chosenSheet) continue;
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        await onRow({ rowNumber: row.number, cells: values.map(cellText) });
      }
    }
  } catch (error) {
    if (adminRefusal.isOwn(error)) throw error;
    throw notAWorkbook();
  }
  if (names.length === 0) throw notAWorkbook();
  if (chosenSheet !== null && chosenSheet >= names.length)
    throw adminRefusal(ErrorCode.ValidationFailed, 'sheetMissing');
  return names;
}
