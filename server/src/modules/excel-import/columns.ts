/** The import workbook's columns, by kind; the template and the error workbook use the same headers. */
export const IMPORT_COLUMNS = {
  student: [
    { header: '姓名', key: 'userName', width: 14 },
    { header: '账号', key: 'loginName', width: 20 },
    { header: '性别（男/女）', key: 'gender', width: 12 },
    { header: '年级', key: 'gradeName', width: 10 },
    { header: '班级', key: 'className', width: 10 },
    { header: '证件类型（1-6，空为身份证）', key: 'certificateType', width: 24 },
    { header: '证件号码', key: 'certificateCode', width: 22 },
    { header: '手机号', key: 'phone', width: 14 },
  ],
  teacher: [
    { header: '姓名', key: 'userName', width: 14 },
    { header: '账号', key: 'loginName', width: 20 },
    { header: '性别（男/女）', key: 'gender', width: 12 },
    { header: '手机号', key: 'phone', width: 14 },
    { header: '任教班级（如 七年级1班，多个用；分隔）', key: 'teacherClasses', width: 36 },
    { header: '班主任班级', key: 'headTeacherClasses', width: 20 },
  ],
} as const;

export type ImportKind = keyof typeof IMPORT_COLUMNS;

export const TEMPLATE_EXAMPLES: Record<ImportKind, string[]> = {
  student: ['李小明', 'lixiaoming01', '男', '七年级', '1班', '', '', ''],
  teacher: ['张老师', 'zhanglaoshi01', '女', '13800000000', '七年级1班；七年级2班', '七年级1班'],
};

/** The header row of the template, to skip it (and its example) on import. */
export function isHeaderRow(kind: ImportKind, cells: readonly string[]): boolean {
  return cells[0] === IMPORT_COLUMNS[kind][0].header;
}

export function rowRecord(kind: ImportKind, cells: readonly string[]): Record<string, string> {
  return Object.fromEntries(IMPORT_COLUMNS[kind].map((column, index) => [column.key, cells[index] ?? '']));
}
