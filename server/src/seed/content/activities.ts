/**
 * The demo's activities and questionnaires, written in the import format activity admins
 * upload (docs/decisions.md, "Students' evaluation domain (server)"); `group` names the seeded task group they belong to.
 */
type Group = 'autumn' | 'spring';

const likert = ['非常不同意', '不同意', '一般', '同意', '非常同意'].map((label, i) => ({ label, score: i + 1 }));
const guide = (title: string, content: string) => ({ title, content, media: [] as string[] });

export const DEMO_CONTENT: { group: Group; definition: Record<string, unknown> }[] = [
  {
    group: 'autumn',
    definition: {
      kind: 'activity',
      name: '我的成长足迹',
      sort: 1,
      guidePage: guide(
        '我的成长足迹',
        '回顾这一学期的学习和生活，如实作答。共 7 道题，大约需要 10 分钟。答题过程中会自动保存，可以随时回来继续。',
      ),
      items: [
        {
          type: 'single',
          stem: '本学期你参加过几次志愿服务活动？',
          indicators: [{ indicatorId: '11' }],
          options: [
            { label: '还没有参加过', score: 0 },
            { label: '1-2 次', score: 2 },
            { label: '3 次及以上', score: 4 },
          ],
        },
        {
          type: 'multiple',
          stem: '下面哪些是你每天都会做到的好习惯？（可多选）',
          indicators: [{ indicatorId: '12' }],
          options: [
            { label: '按时作息', score: 1 },
            { label: '自己整理书包', score: 1 },
            { label: '见到老师主动问好', score: 1 },
            { label: '以上都没有', score: 0 },
          ],
        },
        {
          type: 'judge',
          stem: '同学遇到困难时，我们应该主动伸出援手。',
          indicators: [{ indicatorId: '10' }],
          options: [
            { label: '正确', score: 2 },
            { label: '错误', score: 0 },
          ],
        },
        {
          type: 'fill',
          stem: '中华人民共和国的国旗是____旗。',
          accepted: ['五星红', '五星红旗'],
          score: 2,
          indicators: [{ indicatorId: '10' }],
        },
        {
          type: 'scale',
          stem: '给自己这学期的学习状态打个分吧（1 分最低，5 分最高）',
          indicators: [{ indicatorId: '20' }],
          options: [1, 2, 3, 4, 5].map((n) => ({ label: `${n} 分`, score: n })),
        },
        { type: 'text', stem: '写一写你最近读过的一本书，和你的感想。', score: 3, indicators: [{ indicatorId: '41' }] },
        {
          type: 'upload',
          stem: '上传一张你在家做家务的照片。',
          required: false,
          accept: 'image',
          score: 3,
          indicators: [{ indicatorId: '50' }],
        },
      ],
    },
  },
  {
    group: 'autumn',
    definition: {
      kind: 'questionnaire',
      name: '学习生活问卷',
      sort: 2,
      guidePage: guide('学习生活问卷', '这份问卷了解你在学校的学习和生活感受，答案没有对错之分，请按真实想法选择。'),
      items: [
        { type: 'scale', stem: '我能按时完成老师布置的作业。', indicators: [{ indicatorId: '20' }], options: likert },
        {
          type: 'scale',
          stem: '遇到不懂的问题，我会想办法弄明白。',
          indicators: [{ indicatorId: '21' }],
          options: likert,
        },
        {
          type: 'scale',
          stem: '我每天保证至少一小时的体育锻炼。',
          indicators: [{ indicatorId: '30' }],
          options: likert,
        },
        {
          type: 'scale',
          stem: '心情不好时，我能找到合适的方式调整。',
          indicators: [{ indicatorId: '31' }],
          options: likert,
        },
        {
          type: 'text',
          stem: '你对学校的学习生活还有什么建议？',
          required: false,
          score: 0,
          indicators: [{ indicatorId: '21' }],
        },
      ],
    },
  },
  {
    group: 'autumn',
    definition: {
      kind: 'activity',
      name: '健康生活小调查',
      sort: 3,
      passed: '1',
      guidePage: guide('健康生活小调查', '了解你的作息和运动习惯。本活动不计入每日活动上限。'),
      items: [
        {
          type: 'single',
          stem: '你平时晚上几点睡觉？',
          indicators: [{ indicatorId: '30' }],
          options: [
            { label: '21:30 之前', score: 4 },
            { label: '21:30-22:30', score: 3 },
            { label: '22:30 之后', score: 1 },
          ],
        },
        { type: 'scale', stem: '你喜欢上体育课吗？', indicators: [{ indicatorId: '31' }], options: likert },
      ],
    },
  },
  {
    group: 'spring',
    definition: {
      kind: 'activity',
      name: '春季劳动实践记录',
      sort: 1,
      guidePage: guide('春季劳动实践记录', '记录你在春季学期参加的劳动和社会实践。'),
      items: [
        {
          type: 'single',
          stem: '你每周在家做几次家务？',
          indicators: [{ indicatorId: '50' }],
          options: [
            { label: '几乎不做', score: 0 },
            { label: '1-2 次', score: 2 },
            { label: '3 次及以上', score: 4 },
          ],
        },
        { type: 'text', stem: '介绍一次你参加的社会实践活动。', score: 3, indicators: [{ indicatorId: '51' }] },
      ],
    },
  },
  {
    group: 'spring',
    definition: {
      kind: 'adaptive',
      name: '数学能力自适应测评',
      sort: 2,
      guidePage: guide('数学能力自适应测评', '题目会根据你的作答自动调整难度。'),
    },
  },
  {
    group: 'spring',
    definition: {
      kind: 'programming',
      name: '编程闯关：小猫走迷宫',
      sort: 3,
      guidePage: guide('编程闯关', '用积木块编写程序，帮小猫走出迷宫。'),
    },
  },
  {
    group: 'spring',
    definition: {
      kind: 'scenario',
      name: '情境任务：社区垃圾分类调查',
      sort: 4,
      guidePage: guide('情境任务', '在模拟社区中完成一次垃圾分类调查。'),
    },
  },
];

export const DANMU_MESSAGES = [
  '今天也要加油哦！',
  '每一次认真作答，都是在记录成长',
  '坚持锻炼，身体棒棒！',
  '读一本好书，遇见更好的自己',
  '帮爸爸妈妈做一次家务吧',
  '遇到难题别着急，慢慢来',
  '你的努力，老师都看得见',
  '劳逸结合，记得休息眼睛',
];
