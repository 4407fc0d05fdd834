import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import type { DrillViewControls } from '../../../shared/admin/drill-view';

/** The server's paging of a level's rows, as antd's table shows it. */
export function pagingOf(controls: DrillViewControls, total: number, t: TFunction): TablePaginationConfig {
  return {
    current: controls.view.pageIndex,
    pageSize: controls.view.pageSize,
    total,
    showTotal: (count) => t('total', { count }),
    onChange: controls.setPage,
  };
}
