import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the content importer's own refusals (activity admins read them). */
const catalogue = {
  contentInvalid: { 'zh-CN': '内容定义有误', 'en-US': 'The content definition has errors' },
} as const satisfies Record<string, Record<Locale, string>>;

export const contentRefusal = defineRefusals(catalogue);
