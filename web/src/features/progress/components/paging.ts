import type { TFunction } from 'i18next';
import type { DrillViewControls } from '../../../shared/admin/drill-view';
import { PAGE_SIZES, type TablePaging } from '../../../shared/admin/lazy-table';

/** The server's paging of a level's rows, as the table's pager shows it. */
export function pagingOf(controls: DrillViewControls, total: number, t: TFunction): TablePaging {
  return {
    current: controls.view.pageIndex,
    pageSize: controls.view.pageSize,
    total,
    showTotal: (count) => t('total', { count }),
    pageSizeOptions: PAGE_SIZES,
    onChange: controls.setPage,
  };
}
