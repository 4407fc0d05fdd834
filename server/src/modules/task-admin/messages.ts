import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the admin task calls' own refusals. */
const catalogue = {
  chooseSchool: {
    'zh-CN': '您的管理范围包含多所学校，请先选择一所学校',
    'en-US': 'Your scope holds several schools: choose one first',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const taskAdminRefusal = defineRefusals(catalogue);
