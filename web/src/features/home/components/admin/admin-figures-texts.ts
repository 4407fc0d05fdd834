/** The admin homes' figure labels, registered as the 'adminHomeFigures' namespace. */
export const adminFiguresZhCN = {
  title: '数据概览',
  failed: '概览数据没有加载出来',
  schoolCount: '学校',
  classCount: '班级',
  studentCount: '学生',
  taskGroupsInProgress: '进行中的任务组',
  finishedToday: '今日完成（次）',
  studentsFinishedToday: '今日完成（人）',
  groupsTitle: '进行中的任务组',
  noGroups: '当前没有进行中的任务组',
  period: '{{start}} 至 {{end}}',
  openEnded: '{{start}} 起',
  breakdownTitle: '分项概览（今日）',
  unit: { school: '学校', class: '班级' },
  breakdownFailed: '分项数据没有加载出来',
  noRows: '您的管理范围内没有学校或班级',
  retry: '重试',
  total: '共 {{count}} 条',
};

export type AdminFiguresTexts = typeof adminFiguresZhCN;

export const adminFiguresEnUS: AdminFiguresTexts = {
  title: 'Overview',
  failed: 'The overview could not be loaded',
  schoolCount: 'Schools',
  classCount: 'Classes',
  studentCount: 'Students',
  taskGroupsInProgress: 'Task groups in progress',
  finishedToday: 'Completions today',
  studentsFinishedToday: 'Students finished today',
  groupsTitle: 'Task groups in progress',
  noGroups: 'No task group is running now',
  period: '{{start}} to {{end}}',
  openEnded: 'from {{start}}',
  breakdownTitle: 'Breakdown (today)',
  unit: { school: 'School', class: 'Class' },
  breakdownFailed: 'The breakdown could not be loaded',
  noRows: 'There are no schools or classes in your scope',
  retry: 'Retry',
  total: '{{count}} in total',
};
