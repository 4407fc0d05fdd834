import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the export jobs: the refusal of one too many, and why a job failed (stored as the key, shown in the reader's language). */
const catalogue = {
  tooManyJobs: {
    'zh-CN': '你已有 3 个导出正在进行，请等其中一个完成后再开始',
    'en-US': 'You already have 3 exports under way; start another when one of them is done',
  },
  interrupted: {
    'zh-CN': '导出时服务器多次中断，请重新导出',
    'en-US': 'The server stopped several times while exporting; start the export again',
  },
  outOfScope: {
    'zh-CN': '导出的范围已不在你的权限内',
    'en-US': 'What this export covers is no longer in your scope',
  },
  failed: {
    'zh-CN': '导出失败，请重新导出',
    'en-US': 'The export failed; start it again',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const exportJobRefusal = defineRefusals(catalogue);

/** The keys a failed job may hold. */
export type ExportFailure = 'interrupted' | 'outOfScope' | 'failed';
