import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the answer review's own refusals. */
const catalogue = {
  studentRequired: {
    'zh-CN': '请指定要查看作答的学生',
    'en-US': 'Name the student whose answer to open',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const answerReviewRefusal = defineRefusals(catalogue);
