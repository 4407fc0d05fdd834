import type { ScenarioDefinitionInput } from '../../modules/scenario/definition.js';

/**
 * The demo scenario, in the JSON format of `docs/engines/scenario.md`. Media are named by
 * their file in `media/`; the seed stores each through the file service and swaps in its name.
 * Indicators: 11 社会责任, 12 行为习惯, 50 劳动习惯, 51 社会实践.
 */
export const DEMO_SCENARIO: Omit<ScenarioDefinitionInput, 'activityId'> = {
  title: '社区垃圾分类调查',
  start: 'gate',
  scenes: [
    {
      id: 'gate',
      title: '出发调查',
      text: '周六上午，你和同学小林来到幸福社区，要完成一次垃圾分类调查。出发前，小林考你一个问题。',
      image: 'gate.png',
      audio: 'gate.mp3',
      then: {
        type: 'questions',
        questions: [
          {
            id: 'battery',
            type: 'single',
            stem: '用完的旧电池应该投进哪个垃圾桶？',
            options: [
              { id: 'hazardous', label: '有害垃圾', scores: { '50': 2 } },
              { id: 'recyclable', label: '可回收物', scores: { '50': 0 } },
              { id: 'other', label: '其他垃圾', scores: { '50': 0 } },
            ],
          },
        ],
        next: 'bins',
      },
    },
    {
      id: 'bins',
      title: '垃圾桶旁',
      text: '在垃圾桶旁，你们看见一位老奶奶把一袋混着果皮和塑料瓶的垃圾，整袋扔进了其他垃圾桶。',
      image: 'bins.png',
      audio: 'bins.mp3',
      then: {
        type: 'branch',
        prompt: '你会怎么做？',
        options: [
          {
            id: 'help',
            label: '上前礼貌地问候奶奶，和她一起把垃圾分开',
            next: 'sorting',
            scores: { '11': 3, '51': 2 },
          },
          {
            id: 'record',
            label: '先把看到的情况记下来，再去问问社区的居民',
            next: 'survey',
            scores: { '11': 2, '51': 3 },
          },
        ],
      },
    },
    {
      id: 'sorting',
      title: '一起分拣',
      text: '奶奶笑着说：“年纪大了，总记不清怎么分。”你们戴上手套，和奶奶一起把袋子里的东西分开。',
      image: 'sorting.png',
      audio: 'sorting.mp3',
      then: {
        type: 'questions',
        questions: [
          {
            id: 'kitchen',
            type: 'multiple',
            stem: '袋子里哪些东西属于厨余垃圾？',
            options: [
              { id: 'peel', label: '香蕉皮', scores: { '50': 1 } },
              { id: 'rice', label: '剩饭菜', scores: { '50': 1 } },
              { id: 'bottle', label: '塑料瓶', scores: {} },
            ],
          },
        ],
        next: 'board',
      },
    },
    {
      id: 'survey',
      title: '访问居民',
      text: '你们拿着记录本访问了几位居民。有人说分类太麻烦，有人说不知道厨余垃圾几点收。',
      image: 'survey.png',
      audio: 'survey.mp3',
      then: {
        type: 'questions',
        questions: [
          {
            id: 'ask',
            type: 'single',
            stem: '访问居民时，怎样提问更合适？',
            options: [
              { id: 'polite', label: '先说明来意，礼貌地请对方说说遇到的困难', scores: { '12': 2, '51': 1 } },
              { id: 'blame', label: '直接指出对方哪里做错了', scores: {} },
            ],
          },
        ],
        next: 'board',
      },
    },
    {
      id: 'board',
      title: '想个好办法',
      text: '调查结束了。你们发现，很多居民愿意分类，只是不清楚怎么分。你们想为社区做一件事。',
      image: 'board.png',
      audio: 'board.mp3',
      then: {
        type: 'branch',
        prompt: '你们决定做什么？',
        options: [
          { id: 'poster', label: '画一张分类海报，贴在社区公告栏', next: 'poster-end', scores: { '51': 2, '11': 2 } },
          { id: 'talk', label: '到社区广播站，给大家讲一讲怎么分类', next: 'talk-end', scores: { '51': 2, '11': 2 } },
        ],
      },
    },
    {
      id: 'poster-end',
      title: '结局：彩色海报',
      text: '你们画的海报贴上了公告栏，每种垃圾都配了图。一周后，混装的垃圾袋明显少了。',
      image: 'poster-end.png',
      audio: 'poster-end.mp3',
      then: { type: 'end' },
    },
    {
      id: 'talk-end',
      title: '结局：社区小广播',
      text: '你们的讲解在社区广播里播出了。奶奶说：“听你们一讲，我全记住啦！”',
      image: 'talk-end.png',
      audio: 'talk-end.mp3',
      then: { type: 'end' },
    },
  ],
};
