import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Why an import job failed on the queue's side (stored as the key, shown in the reader's language). */
const catalogue = {
  interrupted: {
    'zh-CN': '处理时服务器多次中断，没有导入任何账号，请重新开始',
    'en-US': 'The server stopped several times while working on it; no account was created. Please start again',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const importJobMessages = defineRefusals(catalogue);

export type ImportJobFailure = keyof typeof catalogue;
