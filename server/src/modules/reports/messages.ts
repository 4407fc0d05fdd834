import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the reports' own refusals. */
const catalogue = {
  baselineIsReport: {
    'zh-CN': '增值对比的基线须是另一份报告',
    'en-US': 'The value-added baseline must be another report',
  },
  activityNotInSchool: {
    'zh-CN': '所选活动不在本校的评价计划中',
    'en-US': "A chosen activity is not in the school's evaluation plan",
  },
  aspectUnknown: { 'zh-CN': '没有这个评价方面', 'en-US': 'There is no such aspect' },
} as const satisfies Record<string, Record<Locale, string>>;

export const reportRefusal = defineRefusals(catalogue);
