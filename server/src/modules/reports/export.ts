import type { DimensionFigure, Locale, ReportFigure, StudentMark } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import type { SheetColumn, SheetSpec } from '../../platform/xlsx-stream.js';
import type { BuiltReport } from './report.js';

/*
 * The report workbooks: the numbers of the screen, a suppressed figure as an empty cell, names
 * and login names only (nothing else about a child reaches a file).
 */

const texts = {
  classSheet: { 'zh-CN': '班级报告', 'en-US': 'Class report' },
  studentsSheet: { 'zh-CN': '学生', 'en-US': 'Students' },
  developmentSheet: { 'zh-CN': '发展情况', 'en-US': 'Development' },
  name: { 'zh-CN': '名称', 'en-US': 'Name' },
  aspect: { 'zh-CN': '所属方面', 'en-US': 'Aspect' },
  students: { 'zh-CN': '人数', 'en-US': 'Students' },
  mean: { 'zh-CN': '平均分', 'en-US': 'Mean' },
  level1: { 'zh-CN': '等级1人数', 'en-US': 'Level 1' },
  level2: { 'zh-CN': '等级2人数', 'en-US': 'Level 2' },
  level3: { 'zh-CN': '等级3人数', 'en-US': 'Level 3' },
  level4: { 'zh-CN': '等级4人数', 'en-US': 'Level 4' },
  school: { 'zh-CN': '学校平均', 'en-US': 'School mean' },
  district: { 'zh-CN': '区县平均', 'en-US': 'District mean' },
  userName: { 'zh-CN': '姓名', 'en-US': 'Name' },
  loginName: { 'zh-CN': '账号', 'en-US': 'Login name' },
  status: { 'zh-CN': '状态', 'en-US': 'Status' },
  taken: { 'zh-CN': '已参加', 'en-US': 'Taken' },
  notTaken: { 'zh-CN': '未参加', 'en-US': 'Not taken' },
  overall: { 'zh-CN': '综合得分', 'en-US': 'Overall' },
  level: { 'zh-CN': '等级', 'en-US': 'Level' },
  paired: { 'zh-CN': '增值配对人数', 'en-US': 'Paired students' },
  change: { 'zh-CN': '增值变化', 'en-US': 'Change' },
  againstExpected: { 'zh-CN': '相对预期', 'en-US': 'Against expected' },
  classFile: { 'zh-CN': '班级报告.xlsx', 'en-US': 'class-report.xlsx' },
  developmentFile: { 'zh-CN': '发展情况.xlsx', 'en-US': 'development.xlsx' },
} as const satisfies Record<string, LocalizedText>;

type Key = keyof typeof texts;

const columnsOf = (keys: readonly Key[], locale: Locale): SheetColumn[] =>
  keys.map((key) => ({ header: texts[key][locale], key, width: key === 'name' || key === 'userName' ? 28 : 14 }));

export const classFileName = (locale: Locale) => texts.classFile[locale];
export const developmentFileName = (locale: Locale) => texts.developmentFile[locale];

const figureCells = (figure: ReportFigure) => ({
  students: figure.students,
  mean: figure.mean,
  level1: figure.levels?.[0] ?? null,
  level2: figure.levels?.[1] ?? null,
  level3: figure.levels?.[2] ?? null,
  level4: figure.levels?.[3] ?? null,
});

const dimensionCells = (figure: DimensionFigure, aspect: string | null) => ({
  name: figure.name,
  aspect,
  ...figureCells(figure.figure),
  school: figure.comparison.school,
  district: figure.comparison.district,
});

/** A class report's figures: overall, then each aspect followed by its indicators. */
function classFiguresSheet(report: BuiltReport, locale: Locale): SheetSpec {
  const keys: Key[] = [
    'name',
    'aspect',
    'students',
    'mean',
    'level1',
    'level2',
    'level3',
    'level4',
    'school',
    'district',
  ];
  const rows = [
    dimensionCells(report.overall, null),
    ...report.aspects.flatMap((aspect) => [
      dimensionCells(aspect, null),
      ...aspect.indicators.map((indicator) => dimensionCells(indicator, aspect.name)),
    ]),
  ];
  return { name: texts.classSheet[locale], columns: columnsOf(keys, locale), pages: [rows] };
}

/** The class's students in name order, as the screen lists them. */
function studentsSheet(students: readonly StudentMark[], locale: Locale): SheetSpec {
  const rows = students.map((student) => ({
    userName: student.userName,
    loginName: student.loginName,
    status: texts[student.taken ? 'taken' : 'notTaken'][locale],
    overall: student.overall,
    level: student.level,
  }));
  const keys: Key[] = ['userName', 'loginName', 'status', 'overall', 'level'];
  return { name: texts.studentsSheet[locale], columns: columnsOf(keys, locale), pages: [rows] };
}

export function classReportSheets(report: BuiltReport & { students: StudentMark[] }, locale: Locale): SheetSpec[] {
  return [classFiguresSheet(report, locale), studentsSheet(report.students, locale)];
}

/** The development rows: each class or school with its overall figure, aspect means and value-added. */
export function developmentSheet(report: BuiltReport, locale: Locale): SheetSpec {
  const aspectKey = (index: number) => `aspect${index}`;
  const columns = [
    ...columnsOf(['name', 'students', 'mean'], locale),
    ...report.dimensions.map((aspect, index) => ({ header: aspect.name, key: aspectKey(index), width: 14 })),
    ...columnsOf(['paired', 'change', 'againstExpected'], locale),
  ];
  const rows = report.rows.map((row) => ({
    name: row.name,
    students: row.overall.students,
    mean: row.overall.mean,
    ...Object.fromEntries(row.aspects.map((mean, index) => [aspectKey(index), mean])),
    paired: row.valueAdded?.paired ?? null,
    change: row.valueAdded?.change ?? null,
    againstExpected: row.valueAdded?.againstExpected ?? null,
  }));
  return { name: texts.developmentSheet[locale], columns, pages: [rows] };
}
