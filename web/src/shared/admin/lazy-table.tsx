import { Fragment, useId, useState } from 'react';
import type { CSSProperties, HTMLAttributes, Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager';
import type { TablePaging } from './pager';
import { ADMIN_TABLE_NS } from './table-texts';
import './table.css';

export { PAGE_SIZES } from './pager';
export type { TablePaging } from './pager';

/** One column: its header, and what a row shows in it (the row's `dataIndex` field, or `render`'s result). */
export interface TableColumn<T> {
  title: ReactNode;
  /** Needed when there is no dataIndex, to tell the columns apart. */
  key?: string;
  dataIndex?: keyof T & string;
  align?: 'left' | 'right' | 'center';
  /** The first column stays in view while a wide table scrolls sideways. */
  fixed?: 'left';
  // A method, so a column may type its value by the field it reads (`render: (state: number) => …`).
  render?(value: unknown, row: T, index: number): ReactNode;
}

export type TableColumnsType<T> = TableColumn<T>[];

export interface LazyTableProps<T extends object> {
  columns: TableColumnsType<T>;
  /** Rows that hold `children` rows show as a tree, each parent with a button that opens it. */
  dataSource: readonly T[] | undefined;
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** Rows being (re)fetched: the old ones stay, dimmed, and the table says it is loading. */
  loading?: boolean;
  locale?: { emptyText?: ReactNode };
  pagination?: TablePaging | false;
  rowSelection?: { selectedRowKeys: readonly Key[]; onChange: (keys: Key[]) => void };
  expandable?: {
    /** Tree rows start opened. */
    defaultExpandAllRows?: boolean;
    /** Details shown under a row when its own button opens them. */
    expandedRowRender?: (row: T) => ReactNode;
  };
  onRow?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  size?: 'small';
  /** A table wider than its panel scrolls in a box the keyboard can reach (WCAG 2.1.1). */
  scroll?: { x: 'max-content' };
  /** Rows closing the table (totals), rendered in its footer. */
  summary?: () => ReactNode;
  style?: CSSProperties;
}

function childrenOf<T extends object>(row: T): readonly T[] | undefined {
  const children = (row as { children?: unknown }).children;
  return Array.isArray(children) && children.length > 0 ? (children as T[]) : undefined;
}

function allParentKeys<T extends object>(rows: readonly T[], keyOf: (row: T) => Key): Key[] {
  return rows.flatMap((row) => {
    const children = childrenOf(row);
    return children ? [keyOf(row), ...allParentKeys(children, keyOf)] : [];
  });
}

/** A field shown as is: text and numbers; anything else needs the column's render. */
function cellText(value: unknown): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

interface Line<T> {
  row: T;
  depth: number;
  /** The row holds children: a tree row, with a button that shows or hides them. */
  parent: boolean;
}

/**
 * The admin pages' data table: a plain `<table>` with our pager, in place of antd's Table, which
 * weighed about 55 KB gzip on every table page (loaded lazily, hence the name the pages still import).
 * It takes the part of antd's Table props the pages use (columns, rowKey, paging, selection, tree and
 * detail rows, loading and empty states), so the pages changed only where they import its types from.
 */
export function LazyTable<T extends object>(props: LazyTableProps<T>) {
  const { columns, dataSource = [], rowKey, loading = false, locale, pagination, rowSelection } = props;
  const { expandable, onRow, size, scroll, summary, style } = props;
  const { t } = useTranslation(ADMIN_TABLE_NS);
  const id = useId();
  const keyOf = (row: T): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key));
  const [opened, setOpened] = useState<ReadonlySet<Key>>(() =>
    expandable?.defaultExpandAllRows ? new Set(allParentKeys(dataSource, keyOf)) : new Set(),
  );
  const toggle = (key: Key) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const lines: Line<T>[] = [];
  const addLines = (rows: readonly T[], depth: number) => {
    for (const row of rows) {
      const children = childrenOf(row);
      lines.push({ row, depth, parent: children !== undefined });
      if (children && opened.has(keyOf(row))) addLines(children, depth + 1);
    }
  };
  addLines(dataSource, 0);

  const isTree = dataSource.some((row) => childrenOf(row) !== undefined);
  const details = expandable?.expandedRowRender;
  const pageKeys = dataSource.map(keyOf);
  const selected = new Set(rowSelection?.selectedRowKeys);
  const selectedOnPage = pageKeys.filter((key) => selected.has(key)).length;
  const width = columns.length + (rowSelection ? 1 : 0) + (details ? 1 : 0);
  const alignOf = (column: TableColumn<T>) => (column.align ? { textAlign: column.align } : undefined);
  const fixedClass = (column: TableColumn<T>) => (column.fixed ? 'pj-table__fixed' : undefined);

  const openButton = (key: Key, isOpen: boolean, controls?: string) => (
    <button
      type="button"
      className="pj-table__open"
      aria-label={t('expandRow')}
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={(event) => {
        // A row that opens something itself (onRow) must not also take this click.
        event.stopPropagation();
        toggle(key);
      }}
    />
  );

  const renderLine = ({ row, depth, parent }: Line<T>, index: number) => {
    const key = keyOf(row);
    const rowId = `${id}-${String(key)}`;
    const isOpen = opened.has(key);
    const isSelected = selected.has(key);
    return (
      <Fragment key={key}>
        <tr {...onRow?.(row)} className="pj-table__row">
          {rowSelection && (
            <td className="pj-table__check">
              <input
                type="checkbox"
                // "选择 <the row's first cell>": the cell alone would give the checkbox's cell that name too.
                aria-labelledby={`${id}-select ${rowId}-first`}
                checked={isSelected}
                onClick={(event) => event.stopPropagation()}
                onChange={() =>
                  rowSelection.onChange(
                    isSelected ? [...selected].filter((chosen) => chosen !== key) : [...selected, key],
                  )
                }
              />
            </td>
          )}
          {details && <td className="pj-table__check">{openButton(key, isOpen, `${rowId}-details`)}</td>}
          {columns.map((column, columnIndex) => {
            const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
            const content = column.render ? column.render(value, row, index) : cellText(value);
            const isFirst = columnIndex === 0;
            return (
              <td
                key={column.key ?? column.dataIndex ?? columnIndex}
                id={isFirst ? `${rowId}-first` : undefined}
                className={fixedClass(column)}
                style={alignOf(column)}
              >
                {isFirst && isTree ? (
                  <span className="pj-table__tree" style={{ paddingInlineStart: depth * 20 }}>
                    {parent ? openButton(key, isOpen) : <span className="pj-table__leaf" />}
                    {content}
                  </span>
                ) : (
                  content
                )}
              </td>
            );
          })}
        </tr>
        {details && isOpen && (
          <tr id={`${rowId}-details`} className="pj-table__details">
            <td colSpan={width}>{details(row)}</td>
          </tr>
        )}
      </Fragment>
    );
  };

  const table = (
    <table className="pj-table__table" aria-busy={loading || undefined}>
      <thead>
        <tr>
          {rowSelection && (
            <th scope="col" className="pj-table__check">
              <span id={`${id}-select`} hidden>
                {t('selectColumn')}
              </span>
              <input
                type="checkbox"
                aria-label={t('selectAll')}
                disabled={pageKeys.length === 0}
                checked={pageKeys.length > 0 && selectedOnPage === pageKeys.length}
                ref={(box) => {
                  if (box) box.indeterminate = selectedOnPage > 0 && selectedOnPage < pageKeys.length;
                }}
                onChange={(event) => {
                  const others = [...selected].filter((key) => !pageKeys.includes(key));
                  rowSelection.onChange(event.target.checked ? [...others, ...pageKeys] : others);
                }}
              />
            </th>
          )}
          {details && (
            <th scope="col" className="pj-table__check">
              <span className="pj-visually-hidden">{t('expandColumn')}</span>
            </th>
          )}
          {columns.map((column, columnIndex) => (
            <th
              key={column.key ?? column.dataIndex ?? columnIndex}
              scope="col"
              className={fixedClass(column)}
              style={alignOf(column)}
            >
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.length > 0 ? (
          lines.map(renderLine)
        ) : (
          <tr>
            <td colSpan={width} className="pj-table__empty">
              {loading ? t('loading') : (locale?.emptyText ?? t('empty'))}
            </td>
          </tr>
        )}
      </tbody>
      {summary && <tfoot>{summary()}</tfoot>}
    </table>
  );

  const className = ['pj-table', size === 'small' && 'pj-table--small', loading && 'pj-table--loading']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={style}>
      {scroll ? (
        <div className="pj-table-scroll" tabIndex={0}>
          {table}
        </div>
      ) : (
        table
      )}
      {loading && lines.length > 0 && (
        <p role="status" className="pj-table__loading">
          {t('loading')}
        </p>
      )}
      {pagination && <Pager {...pagination} />}
    </div>
  );
}
