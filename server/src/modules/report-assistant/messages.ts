import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Why the report assistant will not take a question now. */
const catalogue = {
  notConfigured: {
    'zh-CN': '报告助手尚未在本平台配置',
    'en-US': 'The report assistant is not set up on this platform',
  },
  switchedOff: {
    'zh-CN': '报告助手暂未对你所在的年级开放',
    'en-US': 'The report assistant is switched off for your role and grade',
  },
  notForRole: {
    'zh-CN': '报告助手只面向学生、家长和老师',
    'en-US': 'The report assistant is for students, parents and teachers only',
  },
  noScores: {
    'zh-CN': '这份报告还没有得分，暂时无法提问',
    'en-US': 'This report has no scores to ask about yet',
  },
  rateLimited: {
    'zh-CN': '提问太频繁了，请过一会儿再试',
    'en-US': 'You have asked a lot in a short time; try again later',
  },
  unavailable: {
    'zh-CN': '报告助手暂时无法连接，请稍后再试',
    'en-US': 'The report assistant cannot be reached now; try again later',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const assistantRefusal = defineRefusals(catalogue);
