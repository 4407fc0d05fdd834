import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the programming engine's own refusals. */
const catalogue = {
  tasksInvalid: { 'zh-CN': '编程任务定义有误', 'en-US': 'The programming task definition has errors' },
  codeMissing: { 'zh-CN': '还有编程任务没有写代码', 'en-US': 'Some programming tasks have no code yet' },
  codeForUnknownTask: {
    'zh-CN': '代码与任务不匹配，请刷新后重试',
    'en-US': 'The code does not match the tasks; reload and retry',
  },
  previousRunGrading: {
    'zh-CN': '你上一次的代码还在评测中，请等它完成后再试',
    'en-US': 'Your previous run is still being graded; try again when it has finished',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const programmingRefusal = defineRefusals(catalogue);
