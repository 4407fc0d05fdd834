import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** What a refused attempt tells the person at the keyboard: wait, and for how long at most. */
const catalogue = {
  lockedHere: {
    'zh-CN': '密码错误次数过多，请 15 分钟后再试，或请班主任、学校管理员解除登录限制',
    'en-US':
      'Too many wrong passwords. Try again in 15 minutes, or ask your head teacher or school admin to unlock sign-in',
  },
  slowedDown: {
    'zh-CN': '该账号登录失败次数过多，请稍等片刻（不超过 1 分钟）再试',
    'en-US': 'This account has had too many failed sign-ins. Please wait a moment (at most a minute) and try again',
  },
  oldPasswordLocked: {
    'zh-CN': '原密码错误次数过多，请 15 分钟后再试',
    'en-US': 'Too many wrong old passwords. Please try again in 15 minutes',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const signInLimitRefusal = defineRefusals(catalogue);
