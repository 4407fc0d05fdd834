import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Filters, PageQuery } from '../api/types';

/** What the hook reads of a list call's answer: one page of records and how many there are in all. */
interface RecordPage<T> {
  records: T[];
  total: number;
}

/** Server-side paging and filtering: a new filter starts again at page 1. */
export function usePagedList<T>(key: readonly string[], fetchPage: (query: PageQuery) => Promise<RecordPage<T>>) {
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
