import type { Locale } from '@pingjia/contract';

/** The star calendar's tabs are the five aspects of the student level (DOMAIN.md), in their usual order. */
export const TAB_TYPES = [
  { tabType: 1, 'zh-CN': '品德发展', 'en-US': 'Moral development' },
  { tabType: 2, 'zh-CN': '学业发展', 'en-US': 'Academic development' },
  { tabType: 3, 'zh-CN': '身心发展', 'en-US': 'Physical and mental development' },
  { tabType: 4, 'zh-CN': '审美素养', 'en-US': 'Aesthetic literacy' },
  { tabType: 5, 'zh-CN': '劳动与社会实践', 'en-US': 'Labour and social practice' },
] as const;

export const TAB_TYPE_VALUES = TAB_TYPES.map((tab) => tab.tabType);

export function tabName(tabType: number, locale: Locale): string {
  return TAB_TYPES.find((tab) => tab.tabType === tabType)?.[locale] ?? String(tabType);
}

export function tabTypesIn(locale: Locale) {
  return TAB_TYPES.map((tab) => ({ tabType: tab.tabType, tabName: tab[locale] }));
}
