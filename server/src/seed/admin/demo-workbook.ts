import ExcelJS from 'exceljs';
import { idCardCheckChar } from '@pingjia/contract';
import { IMPORT_COLUMNS } from '../../modules/excel-import/columns.js';

const validId = (first17: string) => `${first17}${idCardCheckChar(first17)}`;

/**
 * The demo import workbook for 求是实验学校 (schooladmin01): five good students and one row of
 * each kind of mistake, so the dry run, the import and the error workbook all have something to show.
 * `suffix` keeps accounts unique when the demo is imported more than once.
 */
export async function demoStudentWorkbook(suffix = ''): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生');
  sheet.addRow(IMPORT_COLUMNS.student.map((column) => column.header));
  const rows = [
    ['赵子轩', `zhaozixuan${suffix}`, '男', '七年级', '1班', '', validId('33010620130412051'), ''],
    ['钱雨桐', `qianyutong${suffix}`, '女', '七年级', '1班', '', '', ''],
    ['孙浩然', `sunhaoran${suffix}`, '男', '七年级', '2班', '', '', '13800138000'],
    ['周思雨', `zhousiyu${suffix}`, '女', '七年级', '2班', '', '', ''],
    ['吴俊杰', `wujunjie${suffix}`, '男', '四年级', '1班', '', '', ''],
    ['郑小明', 'zx', '男', '七年级', '1班', '', '', ''],
    ['王小红', `qianyutong${suffix}`, '女', '七年级', '1班', '', '', ''],
    ['冯一鸣', `fengyiming${suffix}`, '男', '七年级', '1班', '', '330106201304120510', ''],
    ['陈小花', `chenxiaohua${suffix}`, '女', '九年级', '9班', '', '', ''],
    ['', `noname${suffix}`, '男', '七年级', '1班', '', '', ''],
    ['欧阳'.repeat(16), `longname${suffix}`, '男', '七年级', '1班', '', '', ''],
  ];
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
