import { Skeleton } from 'antd';
import type { TableProps } from 'antd';
import { lazy, Suspense } from 'react';
import './panel.css';
import type { ComponentType } from 'react';

// antd's Table is most of a table page's weight: it arrives just after the filters are usable.
const Table = lazy(async () => ({
  default: (await import('antd/es/table')).default as ComponentType<TableProps<object>>,
}));

/**
 * antd's Table, loaded on first render; the skeleton stands in meanwhile. A table wider than
 * its panel (`scroll.x`) scrolls in a box the keyboard can reach (WCAG 2.1.1), not in antd's own.
 */
export function LazyTable<T extends object>({ scroll, ...props }: TableProps<T>) {
  const table = (
    <Suspense fallback={<Skeleton active />}>
      {/* React.lazy erases Table's row type; the props pass through unchanged. */}
      <Table {...(props as unknown as TableProps<object>)} {...(scroll?.y ? { scroll: { y: scroll.y } } : {})} />
    </Suspense>
  );
  if (!scroll?.x) return table;
  return (
    <div className="pj-table-scroll" tabIndex={0}>
      {table}
    </div>
  );
}
