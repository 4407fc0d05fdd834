import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the scenario engine's own refusals. */
const catalogue = {
  scenarioInvalid: { 'zh-CN': '情境任务定义有误', 'en-US': 'The scenario definition has errors' },
  noScenario: { 'zh-CN': '该情境任务还没有内容', 'en-US': 'This scenario task has no content yet' },
  notCurrentScene: {
    'zh-CN': '情境已在别处继续，请刷新后再作答',
    'en-US': 'The scenario moved on elsewhere; reload and continue',
  },
  alreadyEnded: { 'zh-CN': '情境已经结束，请提交', 'en-US': 'The scenario has ended; submit it' },
  responseInvalid: { 'zh-CN': '请完成本场景的选择后再继续', 'en-US': 'Answer this scene before going on' },
  notFinished: { 'zh-CN': '请先走到情境的结局再提交', 'en-US': 'Reach an ending of the scenario before submitting' },
} as const satisfies Record<string, Record<Locale, string>>;

export const scenarioRefusal = defineRefusals(catalogue);
