import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Which way an export goes (docs/decisions.md, "Exports"): a district's or more by a job, the rest directly. */
const catalogue = {
  exportAsJob: {
    'zh-CN': '区县及以上的导出在后台生成，请在页面上开始导出，完成后下载',
    'en-US':
      "A district's or wider export is made in the background: start it on the page and download it when it is ready",
  },
  exportDirectly: {
    'zh-CN': '学校、年级和班级的导出直接下载，无需后台任务',
    'en-US': "A school's, grade's or class's export downloads directly, without a background job",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const exportWayRefusal = defineRefusals(catalogue);
