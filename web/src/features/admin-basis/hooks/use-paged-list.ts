import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page, PageQuery } from '../api/types';

export type Filters = Omit<PageQuery, 'pageIndex' | 'pageSize'>;

/** Server-side paging and filtering: a new filter starts again at page 1. */
export function usePagedList<T>(key: readonly string[], fetchPage: (query: PageQuery) => Promise<Page<T>>) {
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const query = { ...filters, ...paging };
  const result = useQuery({
    queryKey: [...key, query],
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
  return {
    result,
    filters,
    paging,
    search: (next: Filters) => {
      setFilters(next);
      setPaging((current) => ({ ...current, pageIndex: 1 }));
    },
    setPage: (pageIndex: number, pageSize: number) => setPaging({ pageIndex, pageSize }),
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
