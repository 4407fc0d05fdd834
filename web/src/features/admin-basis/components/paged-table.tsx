import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useTranslation } from 'react-i18next';
import { LazyTable, PAGE_SIZES } from '../../../shared/admin/lazy-table';
import type { PagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';

interface PagedTableProps<T extends { id: number }> {
  list: PagedList<T>;
  columns: TableColumnsType<T>;
  /** When given, rows can be selected for the page's batch actions. */
  selection?: { selectedIds: number[]; onChange: (ids: number[]) => void };
}

/** A server-paged table of records: paging, the total, the empty text and the optional selection, in one place. */
export function PagedTable<T extends { id: number }>({ list, columns, selection }: PagedTableProps<T>) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  return (
    <LazyTable<T>
      rowKey="id"
      columns={columns}
      dataSource={list.result.data?.records}
      loading={list.result.isFetching}
      locale={{ emptyText: t('common.empty') }}
      rowSelection={
        selection
          ? { selectedRowKeys: selection.selectedIds, onChange: (keys) => selection.onChange(keys.map(Number)) }
          : undefined
      }
      pagination={{
        current: list.paging.pageIndex,
        pageSize: list.paging.pageSize,
        total: list.result.data?.total ?? 0,
        showTotal: (count) => t('common.total', { count }),
        pageSizeOptions: PAGE_SIZES,
        onChange: list.setPage,
      }}
    />
  );
}
