/**
 * The texts of the pieces the progress, recovery, summary and answer-query pages share;
 * `i18n.ts` registers them as the 'drill' namespace.
 */
export const drillZhCN = {
  noGroups: '你的范围内还没有任务组',
  loadFailed: '没有加载出来',
  retry: '重试',
  path: { label: '所在层级', root: '我的范围' },
  filters: {
    taskGroup: '任务组',
    activity: '活动',
    allActivities: '全部活动',
    chooseActivity: '请选择活动',
  },
  students: {
    keyword: '姓名或账号',
    status: '状态',
    allStatuses: '全部状态',
    search: '搜索',
  },
  status: {
    done: '已完成',
    waived: '已免做',
    inProgress: '进行中',
    notStarted: '未开始',
    notTakingPart: '不参评',
  },
  rateLabel: '{{name}} 完成率',
  duration: {
    hours: '{{hours}} 小时 {{minutes}} 分',
    minutes: '{{minutes}} 分 {{seconds}} 秒',
    seconds: '{{seconds}} 秒',
  },
};

export type DrillTexts = typeof drillZhCN;

export const drillEnUS: DrillTexts = {
  noGroups: 'No task group in your scope yet',
  loadFailed: 'This did not load',
  retry: 'Retry',
  path: { label: 'Level', root: 'My scope' },
  filters: {
    taskGroup: 'Task group',
    activity: 'Activity',
    allActivities: 'All activities',
    chooseActivity: 'Choose an activity',
  },
  students: {
    keyword: 'Name or account',
    status: 'Status',
    allStatuses: 'All statuses',
    search: 'Search',
  },
  status: {
    done: 'Done',
    waived: 'Waived',
    inProgress: 'In progress',
    notStarted: 'Not started',
    notTakingPart: 'Not taking part',
  },
  rateLabel: 'Completion of {{name}}',
  duration: {
    hours: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min {{seconds}} s',
    seconds: '{{seconds}} s',
  },
};
