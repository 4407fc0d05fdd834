import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the administration modules' own refusals and import row results. */
const catalogue = {
  loginNameTaken: { 'zh-CN': '该账号已被使用', 'en-US': 'This account name is already taken' },
  certificateTaken: {
    'zh-CN': '该证件号码已被其他学生使用',
    'en-US': 'This certificate number is already used by another student',
  },
  classNameTaken: { 'zh-CN': '该年级已有同名班级', 'en-US': 'The grade already has a class of that name' },
  classNotEmpty: {
    'zh-CN': '班级内还有学生或老师，不能删除',
    'en-US': 'The class still has students or teachers and cannot be deleted',
  },
  schoolNameTaken: { 'zh-CN': '该区县已有同名学校', 'en-US': 'The district already has a school of that name' },
  ownRights: {
    'zh-CN': '不能修改自己的管理员权限，请联系上级管理员',
    'en-US': 'You cannot change your own admin rights; ask an admin above you',
  },
  regionCodeTaken: { 'zh-CN': '该区域编码已存在', 'en-US': 'This region code already exists' },
  areaNotEmpty: {
    'zh-CN': '区域下还有下级区域、学校或管理员，不能删除',
    'en-US': 'The area still has sub-areas, schools or managers and cannot be deleted',
  },
  notAWorkbook: {
    'zh-CN': '文件不是有效的 Excel 工作簿（.xlsx）',
    'en-US': 'The file is not a valid Excel workbook (.xlsx)',
  },
  sheetMissing: { 'zh-CN': '工作簿中没有该工作表', 'en-US': 'The workbook has no such sheet' },
  emptySheet: { 'zh-CN': '工作表中没有数据行', 'en-US': 'The sheet has no data rows' },
  tooManyRows: { 'zh-CN': '单次最多导入 20000 行', 'en-US': 'At most 20 000 rows can be imported at once' },
  jobRunning: { 'zh-CN': '导入尚未完成，请稍后', 'en-US': 'The import has not finished yet' },
  duplicateInFile: { 'zh-CN': '账号在文件中重复', 'en-US': 'The account appears more than once in the file' },
  unknownClass: { 'zh-CN': '班级不存在', 'en-US': 'The class does not exist' },
  cardInvalid: {
    'zh-CN': '二维码无效或已重置，请联系老师',
    'en-US': 'The QR card is invalid or was reset; please ask your teacher',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const adminRefusal = defineRefusals(catalogue);
