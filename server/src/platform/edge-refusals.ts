import { defineRefusals } from './refusal.js';

/** Texts of the refusals every call shares: input turned away before (or instead of) its own checks. */
export const edgeRefusal = defineRefusals({
  unstorableCharacter: {
    'zh-CN': '内容含有不允许的字符（空字符或不完整的字符）',
    'en-US': 'The text contains a character that is not allowed (NUL or a broken character)',
  },
  jsonBodyOnly: {
    'zh-CN': '请求内容格式不正确，应为 JSON',
    'en-US': 'This call takes a JSON body',
  },
  valueNotAccepted: {
    'zh-CN': '输入的值超出范围或格式不正确',
    'en-US': 'A value is out of range or malformed',
  },
});
