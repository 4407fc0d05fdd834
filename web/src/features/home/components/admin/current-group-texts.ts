/** The admin homes' current task group and "not started yet" texts, registered as the 'adminHomeProgress' namespace. */
export const currentGroupZhCN = {
  title: '当前任务组完成情况',
  failed: '完成情况没有加载出来',
  retry: '重试',
  noGroup: '目前没有进行中的任务组，新的任务组开始后会显示在这里',
  period: '{{start}} 至 {{end}}',
  openEnded: '{{start}} 起',
  rate: '完成率',
  rateLabel: '{{name}} 完成率',
  doneOfParticipants: '已完成 {{done}} / 参评 {{participants}}',
  counts: {
    participants: '参评人次',
    done: '已完成',
    waived: '已免做',
    inProgress: '进行中',
    notStarted: '未开始',
    notTakingPart: '不参评',
  },
  countsHint: '按“学生 × 活动”计数：一名学生参加 3 个活动计 3 人次。',
  units: '分项完成情况',
  notStarted: {
    title: '还没开始的学生',
    summary: '{{count}} 名学生还有活动没有开始，可以提醒他们尽快完成。',
    empty: '所有学生都已开始作答',
    activities: '未开始的活动',
    more: '加载更多',
    listLabel: '还没开始的学生名单',
  },
};

export type CurrentGroupTexts = typeof currentGroupZhCN;

export const currentGroupEnUS: CurrentGroupTexts = {
  title: 'Current task group',
  failed: 'The completion could not be loaded',
  retry: 'Retry',
  noGroup: 'No task group is running now; the next one will show here once it starts',
  period: '{{start}} to {{end}}',
  openEnded: 'from {{start}}',
  rate: 'Completion rate',
  rateLabel: '{{name}} completion rate',
  doneOfParticipants: '{{done}} done of {{participants}}',
  counts: {
    participants: 'Participations',
    done: 'Done',
    waived: 'Waived',
    inProgress: 'In progress',
    notStarted: 'Not started',
    notTakingPart: 'Not taking part',
  },
  countsHint: 'Counted per student and activity: a student in 3 activities counts 3 times.',
  units: 'Completion by unit',
  notStarted: {
    title: 'Not started yet',
    summary: '{{count}} students still have activities they have not started: remind them to get going.',
    empty: 'Every student has started',
    activities: 'Activities not started',
    more: 'Load more',
    listLabel: 'Students not started yet',
  },
};
