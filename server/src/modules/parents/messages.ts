import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the parents' own refusals (binding a child). */
const catalogue = {
  noMatchingAccount: {
    'zh-CN': '未找到匹配的学生账号，请核对姓名、学校和证件信息',
    'en-US': 'No student account matches; check the name, school and certificate',
  },
  invalidCredentials: { 'zh-CN': '账号或密码错误', 'en-US': 'Account or password incorrect' },
  notAStudent: { 'zh-CN': '只能绑定学生账号', 'en-US': 'Only student accounts can be bound' },
  alreadyBound: { 'zh-CN': '该学生已绑定，无需重复绑定', 'en-US': 'This child is already bound to your account' },
  bindRateLimited: {
    'zh-CN': '绑定失败次数过多，请 15 分钟后再试',
    'en-US': 'Too many failed binding attempts, please try again in 15 minutes',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ParentsMessage = keyof typeof catalogue;

export const parentsRefusal = defineRefusals(catalogue);
