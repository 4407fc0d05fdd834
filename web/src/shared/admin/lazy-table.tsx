import { Skeleton } from 'antd';
import type { TableProps } from 'antd';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';

// antd's Table is most of a table page's weight: it arrives just after the filters are usable.
const Table = lazy(async () => ({
  default: (await import('antd/es/table')).default as ComponentType<TableProps<object>>,
}));

/** antd's Table, loaded on first render; the skeleton stands in meanwhile. */
export function LazyTable<T extends object>(props: TableProps<T>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      {/* React.lazy erases Table's row type; the props pass through unchanged. */}
      <Table {...(props as unknown as TableProps<object>)} />
    </Suspense>
  );
}
