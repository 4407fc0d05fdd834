import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the report PDFs' own refusals. */
const catalogue = {
  noStudents: {
    'zh-CN': '这个班级在这份报告里没有学生，没有可以打包的报告',
    'en-US': 'This class has no students in this report, so there are no reports to zip',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const reportPdfRefusal = defineRefusals(catalogue);
