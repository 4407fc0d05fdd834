/** Indicator points, typed loosely so a test may swap in any indicator. */
const pts = (scores: Record<string, number>) => scores;

/** Scenario definitions for tests: a small branching story, built fresh for each use. */
export function branchingDefinition(activityId = 1) {
  return {
    activityId,
    title: '午餐时间',
    start: 'lunch',
    scenes: [
      {
        id: 'lunch',
        title: '排队打饭',
        text: '午餐时间到了，同学们在食堂排队。',
        then: {
          type: 'questions',
          questions: [
            {
              id: 'queue',
              type: 'single',
              stem: '排队时应该怎么做？',
              options: [
                { id: 'wait', label: '按顺序等待', scores: pts({ '12': 2 }) },
                { id: 'cut', label: '插到前面', scores: pts({}) },
              ],
            },
          ],
          next: 'spill',
        },
      },
      {
        id: 'spill',
        title: '汤洒了',
        text: '同桌不小心把汤洒在了地上。',
        then: {
          type: 'branch',
          prompt: '你会怎么做？',
          options: [
            { id: 'mop', label: '拿拖把一起清理', next: 'clean', scores: pts({ '50': 3 }) },
            { id: 'tell', label: '告诉值日老师', next: 'teacher', scores: pts({ '50': 1, '11': 2 }) },
          ],
        },
      },
      {
        id: 'teacher',
        title: '老师来了',
        text: '老师表扬你及时报告。',
        then: {
          type: 'questions',
          questions: [
            {
              id: 'tools',
              type: 'multiple',
              stem: '清理时需要哪些工具？',
              options: [
                { id: 'mop', label: '拖把', scores: pts({ '50': 1 }) },
                { id: 'sign', label: '小心地滑提示牌', scores: pts({ '50': 1 }) },
                { id: 'ball', label: '篮球', scores: pts({}) },
              ],
            },
          ],
          next: 'calm',
        },
      },
      { id: 'clean', title: '地面干净了', text: '你们很快把地面擦干净了。', then: { type: 'end' } },
      { id: 'calm', title: '一切恢复', text: '食堂又恢复了秩序。', then: { type: 'end' } },
    ],
  };
}

export type TestDefinition = ReturnType<typeof branchingDefinition>;
