/**
 * The district's two evaluations of report year 2025 (第一批次 in the autumn, 第二批次 in the
 * spring): the same instrument twice, so a change between the batches is a change in the
 * students, which is what value-added reads. Written in the activity admins' import format.
 */

export type Batch = '1' | '2';

export const REPORT_YEAR = '2025';

export const REPORT_GROUPS: Record<
  Batch,
  { name: string; startTime: Date; endTime: Date; answeredFrom: Date; answerDays: number }
> = {
  '1': {
    name: '2025学年第一批次综合素质测评',
    startTime: new Date('2025-10-07T16:00:00Z'),
    endTime: new Date('2025-12-31T15:59:59Z'),
    answeredFrom: new Date('2025-10-13T01:00:00Z'),
    answerDays: 46,
  },
  '2': {
    name: '2025学年第二批次综合素质测评',
    startTime: new Date('2026-03-31T16:00:00Z'),
    endTime: new Date('2026-06-19T15:59:59Z'),
    answeredFrom: new Date('2026-04-13T01:00:00Z'),
    answerDays: 46,
  },
};

/** 西湖区 (areaadmin01's district) runs the evaluations: its grades take part. */
export const REPORT_DISTRICT_ID = 4;

/** areaadmin01 released batch 1 to the district after the term; batch 2 waits for them (a browser test publishes it). */
export const BATCH_1_PUBLICATION = { publishedBy: 10, publishedAt: new Date('2026-01-12T02:00:00Z') };

const FREQUENCY = ['从不', '偶尔', '有时', '经常', '总是'].map((label, score) => ({ label, score }));
const GRADE_MARKS = [
  { label: 'A（优秀）', score: 4 },
  { label: 'B（良好）', score: 3 },
  { label: 'C（合格）', score: 2 },
  { label: 'D（待合格）', score: 0 },
];

const scale = (indicatorId: string, stem: string) => ({
  type: 'scale',
  stem,
  indicators: [{ indicatorId }],
  options: FREQUENCY,
});
const mark = (indicatorId: string, subject: string) => ({
  type: 'single',
  stem: `本学期${subject}学科的学业等第是？`,
  indicators: [{ indicatorId }],
  options: GRADE_MARKS,
});

/** Two items per indicator of the five aspects: 品德 and 学业 in the first, the other three in the second. */
const INSTRUMENT = [
  {
    kind: 'activity',
    name: '品德与学业成长自评',
    sort: 1,
    intro: '回顾这一阶段的学习和生活，按实际情况选择。共 12 道题，大约需要 8 分钟。',
    items: [
      scale('10', '升国旗、唱国歌时，我会肃立并认真跟唱。'),
      scale('10', '我会关注国家大事，并和家人或同学交流自己的看法。'),
      scale('11', '我主动参加班级值日和校园志愿服务。'),
      scale('11', '在公共场所，我会遵守秩序、爱护公物。'),
      scale('12', '我按时到校，不迟到、不早退。'),
      scale('12', '我能文明用语，与同学友好相处。'),
      scale('20', '我会在课前预习、课后复习。'),
      scale('20', '我能独立、按时完成作业，并认真订正错题。'),
      scale('21', '遇到问题时，我会尝试用不同的方法解决。'),
      scale('21', '我会就感兴趣的问题查阅资料、动手探究。'),
      mark('22', '语文'),
      mark('22', '数学'),
    ],
  },
  {
    kind: 'questionnaire',
    name: '身心健康与审美劳动问卷',
    sort: 2,
    intro: '了解你的身心健康、艺术活动和劳动实践情况，答案没有对错之分，请按真实情况选择。',
    items: [
      scale('30', '我每天保证 9 小时左右的睡眠。'),
      scale('30', '我每天进行至少 1 小时的体育锻炼。'),
      scale('31', '遇到挫折时，我能调整心态、重新尝试。'),
      scale('31', '有烦恼时，我能和老师、同学或家人说一说。'),
      scale('40', '我积极参加学校的音乐、美术或其他艺术活动。'),
      scale('40', '课余时间，我会练习一项自己喜欢的艺术特长。'),
      scale('41', '我能说出一件艺术作品打动我的地方。'),
      scale('41', '我会用绘画、写作或歌唱等方式表达自己的感受。'),
      scale('50', '我主动承担洗碗、扫地、整理房间等家务。'),
      scale('50', '我能自己整理书包、收拾课桌。'),
      scale('51', '我参加过社区服务或研学实践活动。'),
      scale('51', '在实践活动中，我能和同伴分工合作完成任务。'),
    ],
  },
] as const;

const BATCH_NAMES: Record<Batch, string> = { '1': '第一批次', '2': '第二批次' };

/** The batch's activities as import definitions (the importer adds taskGroupId). */
export function reportActivities(batch: Batch): Record<string, unknown>[] {
  return INSTRUMENT.map(({ kind, name, sort, intro, items }) => ({
    kind,
    name: `${name}（${BATCH_NAMES[batch]}）`,
    sort,
    reportYear: REPORT_YEAR,
    evaluationBatch: batch,
    guidePage: { title: name, content: intro, media: [] },
    items,
  }));
}
