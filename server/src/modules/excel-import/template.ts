import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, TEMPLATE_EXAMPLES, type ImportKind } from './columns.js';

const NOTES: Record<ImportKind, string[]> = {
  student: [
    '每行一名学生；姓名 2-30 位中文、英文、数字或·；账号 6-30 位字母、数字、_、@、-。',
    '年级、班级须与本校已有班级一致（如 七年级 / 1班）。证件类型空为身份证，身份证需为 2002 年以后出生。',
    '导入前会先校验，确认后再写入；新账号使用导入时设置的初始密码，首次登录须修改。',
  ],
  teacher: [
    '每行一名教师；任教班级可填多个，用；分隔，须与本校已有班级一致。',
    '新账号使用导入时设置的初始密码，首次登录须修改。',
  ],
};

/** The import template: the data sheet holds only headers; the example and the rules sit on a second sheet. */
export async function templateWorkbook(kind: ImportKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === 'student' ? '学生' : '教师');
  sheet.columns = IMPORT_COLUMNS[kind].map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet('填写说明');
  notes.addRow(['示例']);
  notes.addRow(IMPORT_COLUMNS[kind].map((column) => column.header));
  notes.addRow(TEMPLATE_EXAMPLES[kind]);
  notes.addRow([]);
  for (const line of NOTES[kind]) notes.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
