import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the result reset's own refusals. */
const catalogue = {
  nothingToReset: {
    'zh-CN': '该学生尚未开始这项活动，无需恢复',
    'en-US': 'The student has not started this activity yet; there is nothing to reset',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const recoveryRefusal = defineRefusals(catalogue);
