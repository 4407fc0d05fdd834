import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the student reports' own refusals. */
const catalogue = {
  studentRequired: {
    'zh-CN': '请指定要查看报告的学生',
    'en-US': 'Name the student whose report to open',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const studentReportRefusal = defineRefusals(catalogue);
