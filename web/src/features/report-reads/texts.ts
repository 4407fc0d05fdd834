/** The report reading page's texts; `i18n.ts` registers them as the 'reportReads' namespace. */
export const reportReadsZhCN = {
  title: '报告查阅',
  filtersLabel: '报告和查阅筛选',
  kinds: { region: '区域', school: '学校', grade: '年级', class: '班级' },
  counts: {
    label: '查阅情况',
    students: '学生',
    readByStudent: '学生已查阅',
    readByParent: '家长已查阅',
    share: '{{count}}（{{percent}}%）',
  },
  units: {
    title: '各单位查阅情况',
    empty: '这一层级下没有单位',
    openLabel: '查看{{name}}的查阅情况',
    loading: '加载中…',
    failed: '没有加载出来',
  },
  filters: {
    label: '学生筛选',
    reader: '查阅人',
    readers: { any: '学生或家长', student: '学生本人', parent: '家长' },
    read: '查阅状态',
    readStates: { all: '全部', read: '已查阅', unread: '未查阅' },
    keyword: '姓名或账号',
    search: '搜索',
  },
  students: {
    title: '学生名单',
    userName: '姓名',
    loginName: '账号',
    className: '班级',
    studentReadAt: '学生查阅时间',
    parentReadAt: '家长查阅时间',
    notYet: '尚未查阅',
    empty: '没有符合条件的学生',
    total: '共 {{count}} 名学生',
  },
  total: '共 {{count}} 条',
};

export type ReportReadsTexts = typeof reportReadsZhCN;

export const reportReadsEnUS: ReportReadsTexts = {
  title: 'Report reading',
  filtersLabel: 'Report and reading filters',
  kinds: { region: 'Area', school: 'School', grade: 'Grade', class: 'Class' },
  counts: {
    label: 'Reading',
    students: 'Students',
    readByStudent: 'Read by the student',
    readByParent: 'Read by a parent',
    share: '{{count}} ({{percent}}%)',
  },
  units: {
    title: 'Reading by unit',
    empty: 'No unit at this level',
    openLabel: 'Show the reading of {{name}}',
    loading: 'Loading…',
    failed: 'This did not load',
  },
  filters: {
    label: 'Student filters',
    reader: 'Reader',
    readers: { any: 'Student or parent', student: 'The student', parent: 'A parent' },
    read: 'Reading',
    readStates: { all: 'All', read: 'Read', unread: 'Not read' },
    keyword: 'Name or account',
    search: 'Search',
  },
  students: {
    title: 'Students',
    userName: 'Name',
    loginName: 'Account',
    className: 'Class',
    studentReadAt: 'Student read at',
    parentReadAt: 'Parent read at',
    notYet: 'Not yet',
    empty: 'No student matches',
    total: '{{count}} students',
  },
  total: '{{count}} in all',
};
