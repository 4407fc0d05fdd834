/** The medals page's texts; `i18n.ts` registers them as the 'awards' namespace. */
export const awardsZhCN = {
  title: '我的奖章与奖杯',
  loading: '正在加载…',
  loadFailed: '奖章没有加载出来',
  retry: '重试',
  medals: '奖章',
  trophies: '奖杯',
  earnedAt: '{{date}} 获得',
  notYet: '还未获得',
  isNew: '新',
  backHome: '返回首页',
  summary: '已获得 {{earned}}/{{total}}',
};

export type AwardsTexts = typeof awardsZhCN;

export const awardsEnUS: AwardsTexts = {
  title: 'My medals and trophies',
  loading: 'Loading…',
  loadFailed: 'The medals did not load',
  retry: 'Retry',
  medals: 'Medals',
  trophies: 'Trophies',
  earnedAt: 'Earned {{date}}',
  notYet: 'Not earned yet',
  isNew: 'New',
  backHome: 'Back to home',
  summary: '{{earned}}/{{total}} earned',
};
