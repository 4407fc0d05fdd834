import { i18n } from '../i18n';

/** The admin table's and pager's own words; registered as the 'adminTable' namespace. */
export const adminTableZhCN = {
  empty: '暂无数据',
  loading: '加载中…',
  expandRow: '展开行',
  expandColumn: '展开',
  selectAll: '选择本页全部',
  selectColumn: '选择',
  pager: '分页',
  previous: '上一页',
  next: '下一页',
  page: '第 {{page}} 页',
  pageSize: '每页条数',
  perPage: '{{count}} 条/页',
};

export const adminTableEnUS: typeof adminTableZhCN = {
  empty: 'No data',
  loading: 'Loading…',
  expandRow: 'Expand row',
  expandColumn: 'Expand',
  selectAll: 'Select all on this page',
  selectColumn: 'Select',
  pager: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {{page}}',
  pageSize: 'Rows per page',
  perPage: '{{count}} / page',
};

export const ADMIN_TABLE_NS = 'adminTable';

// Registered with the table, so the shell's locale files stay the shell's.
i18n.addResourceBundle('zh-CN', ADMIN_TABLE_NS, adminTableZhCN, true, true);
i18n.addResourceBundle('en-US', ADMIN_TABLE_NS, adminTableEnUS, true, true);
