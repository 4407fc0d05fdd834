import type { Locale } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';

/** Texts of the programming engine's own refusals. */
const catalogue = {
  tasksInvalid: { 'zh-CN': '编程任务定义有误', 'en-US': 'The programming task definition has errors' },
  codeMissing: { 'zh-CN': '还有编程任务没有写代码', 'en-US': 'Some programming tasks have no code yet' },
  codeForUnknownTask: {
    'zh-CN': '代码与任务不匹配，请刷新后重试',
    'en-US': 'The code does not match the tasks; reload and retry',
  },
  notFound: { 'zh-CN': '记录不存在', 'en-US': 'The record does not exist' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ProgrammingMessage = keyof typeof catalogue;

export function programmingText(key: ProgrammingMessage): LocalizedText {
  return catalogue[key];
}
