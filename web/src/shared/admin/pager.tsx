import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCountOf, pageItems } from './page-numbers';
import { ADMIN_TABLE_NS } from './table-texts';

/** The page sizes a reader may pick where the server pages (every paged endpoint takes up to 100). */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

/** Server paging of a table: where it stands and what to do when the reader moves. */
export interface TablePaging {
  /** 1-based. */
  current: number;
  pageSize: number;
  total: number;
  /** The count line shown before the pages ("共 42 条"). */
  showTotal?: (total: number) => ReactNode;
  /** When given, the reader picks how many rows a page holds; a new size starts again at page 1. */
  pageSizeOptions?: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}

/** The count, the page buttons (previous, numbers, next) and the optional page size of a table. */
export function Pager({ current, pageSize, total, showTotal, pageSizeOptions, onChange }: TablePaging) {
  const { t } = useTranslation(ADMIN_TABLE_NS);
  const pageCount = pageCountOf(total, pageSize);
  const go = (page: number) => onChange(page, pageSize);
  return (
    <div className="pj-pager">
      {showTotal && <span className="pj-pager__total">{showTotal(total)}</span>}
      {pageCount > 1 && (
        <nav aria-label={t('pager')}>
          <ul className="pj-pager__pages">
            <li>
              <button
                type="button"
                className="pj-pager__button"
                aria-label={t('previous')}
                disabled={current <= 1}
                onClick={() => go(current - 1)}
              >
                ‹
              </button>
            </li>
            {pageItems(current, pageCount).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className="pj-pager__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className="pj-pager__button"
                    aria-label={t('page', { page: item })}
                    aria-current={item === current ? 'page' : undefined}
                    onClick={() => go(item)}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className="pj-pager__button"
                aria-label={t('next')}
                disabled={current >= pageCount}
                onClick={() => go(current + 1)}
              >
                ›
              </button>
            </li>
          </ul>
        </nav>
      )}
      {pageSizeOptions && total > Math.min(...pageSizeOptions) && (
        <select
          className="pj-pager__size"
          aria-label={t('pageSize')}
          value={pageSize}
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {t('perPage', { count: size })}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
