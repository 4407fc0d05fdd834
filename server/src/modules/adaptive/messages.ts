import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the adaptive test's own refusals. */
const catalogue = {
  bankMissing: {
    'zh-CN': '该测评还没有题库，请联系活动管理员',
    'en-US': 'This test has no item bank yet; contact the activity admin',
  },
  bankInvalid: { 'zh-CN': '题库定义有误', 'en-US': 'The item bank definition has errors' },
  notStarted: {
    'zh-CN': '测评尚未开始，请先进入作答页',
    'en-US': 'The test has not started yet; open the answer page first',
  },
  staleItem: {
    'zh-CN': '这道题已经作答或不是当前题目，已回答的题目不能修改',
    'en-US': 'This is not the current item; answered items cannot be changed',
  },
  optionInvalid: { 'zh-CN': '请选择本题的一个选项', 'en-US': 'Choose one of this item’s options' },
  testFinished: { 'zh-CN': '测评已结束，请提交', 'en-US': 'The test has ended; submit it' },
  testNotFinished: { 'zh-CN': '测评还没有结束，请继续作答', 'en-US': 'The test is not over yet; keep answering' },
  stepMissing: { 'zh-CN': '没有这一题的作答记录', 'en-US': 'There is no answered item at that position' },
} as const satisfies Record<string, Record<Locale, string>>;

export const adaptiveRefusal = defineRefusals(catalogue);
