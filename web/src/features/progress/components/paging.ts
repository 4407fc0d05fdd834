import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import type { ProgressViewControls } from '../hooks/use-progress-view';

/** The server's paging of a level's rows, as antd's table shows it. */
export function pagingOf(controls: ProgressViewControls, total: number, t: TFunction): TablePaginationConfig {
  return {
    current: controls.view.pageIndex,
    pageSize: controls.view.pageSize,
    total,
    showTotal: (count) => t('total', { count }),
    onChange: controls.setPage,
  };
}
