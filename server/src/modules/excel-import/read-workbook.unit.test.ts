import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook, type SheetRow } from './read-workbook.js';

// ExcelJS writes a worksheet before the shared strings and the workbook part, so its streaming
// reader sets the worksheet aside in a temporary file. Making that step slow, as a busy server
// does, lets the zip parser reach the end of the file first: exceljs/exceljs#3064.
const fromExcelJs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
const tmp = fromExcelJs('tmp') as { file: (callback: (...args: unknown[]) => void) => void };
const tmpFile = tmp.file;

beforeAll(() => {
  tmp.file = (callback) => setTimeout(() => tmpFile(callback), 20);
});

afterAll(() => {
  tmp.file = tmpFile;
});

async function workbook(sheets: Record<string, string[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('reading a workbook', () => {
  it('reads every sheet of a workbook whose parts the reader takes slowly', async () => {
    const bytes = await workbook({ 一班: [['王一']], 二班: [['王二'], ['王三']], 三班: [['王四']] });
    const rows: SheetRow[] = [];
    const names = await readWorkbook(Readable.from(bytes), 1, (row) => {
      rows.push(row);
    });
    expect(names).toEqual(['一班', '二班', '三班']);
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['王二'] },
      { rowNumber: 2, cells: ['王三'] },
    ]);
  });

  it('answers a file that is not a zip as not a workbook', async () => {
    await expect(readWorkbook(Readable.from(Buffer.from('not a workbook')), 0, () => undefined)).rejects.toMatchObject({
      key: 'notAWorkbook',
    });
  });
});
