import type { Locale } from '@pingjia/contract';

/** Texts of beacon refusals; the web shows them after its tracking prefix (§8). */
const catalogue = {
  notAnObject: { 'zh-CN': '埋点数据必须是表单或 JSON 对象', 'en-US': 'A tracking event must be a form or JSON object' },
  fieldInvalid: { 'zh-CN': '埋点字段 {field} 缺失或无效', 'en-US': 'Tracking field {field} is missing or invalid' },
  fieldTooLong: { 'zh-CN': '埋点字段 {field} 过长', 'en-US': 'Tracking field {field} is too long' },
  eventIndexFormat: { 'zh-CN': 'event_index 必须是 8 位数字', 'en-US': 'event_index must be 8 digits' },
  appClientInvalid: { 'zh-CN': 'app_client 只能是 1、4 或 5', 'en-US': 'app_client must be 1, 4 or 5' },
  unknownLoginEvent: { 'zh-CN': '未知的登录埋点事件', 'en-US': 'Unknown login tracking event' },
  rateLimited: { 'zh-CN': '埋点发送过于频繁，请稍后再试', 'en-US': 'Too many tracking events, please try again later' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TrackingMessage = keyof typeof catalogue;

export function trackingMessage(key: TrackingMessage, locale: Locale, field = ''): string {
  return catalogue[key][locale].replace('{field}', field);
}
