import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the assessment summary's own refusals: a call that lists one level asked at another. */
const catalogue = {
  chooseClass: { 'zh-CN': '请先选择一个班级', 'en-US': 'Choose a class first' },
  chooseGrade: { 'zh-CN': '请先选择一个年级', 'en-US': 'Choose a grade first' },
} as const satisfies Record<string, Record<Locale, string>>;

export const assessmentRefusal = defineRefusals(catalogue);
