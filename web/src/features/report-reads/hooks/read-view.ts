import { useReducer } from 'react';
import type { NodeRef } from '../../../shared/admin/drill-view';

export type Reader = 'student' | 'parent' | 'any';

/** Which students the table lists: read (or not) by whom, and a name or account. */
export interface ReadFilter {
  reader: Reader;
  /** None: read or not. */
  read?: boolean;
  keyword?: string;
}

/** What the reading page shows of one report: at which node, which students, which pages. */
export interface ReadView {
  /** None: the caller's scope. */
  node?: NodeRef;
  filter: ReadFilter;
  pageIndex: number;
  pageSize: number;
  /** The units below the node page on their own. */
  unitPageIndex: number;
  unitPageSize: number;
}

export type ReadMove =
  | { type: 'drill'; node: NodeRef | undefined }
  | { type: 'filter'; filter: ReadFilter }
  | { type: 'page'; pageIndex: number; pageSize: number }
  | { type: 'unitPage'; pageIndex: number; pageSize: number };

export const INITIAL_READ_VIEW: ReadView = {
  filter: { reader: 'any' },
  pageIndex: 1,
  pageSize: 20,
  unitPageIndex: 1,
  unitPageSize: 10,
};

/** A new level or filter starts its lists again at page 1; the filter stays across levels, as its form does. */
export function nextReadView(view: ReadView, move: ReadMove): ReadView {
  switch (move.type) {
    case 'drill':
      return { ...view, node: move.node, pageIndex: 1, unitPageIndex: 1 };
    case 'filter':
      return { ...view, filter: move.filter, pageIndex: 1 };
    case 'page':
      return { ...view, pageIndex: move.pageIndex, pageSize: move.pageSize };
    case 'unitPage':
      return { ...view, unitPageIndex: move.pageIndex, unitPageSize: move.pageSize };
  }
}

export function useReadView() {
  const [view, dispatch] = useReducer(nextReadView, INITIAL_READ_VIEW);
  return {
    view,
    drill: (node: NodeRef | undefined) => dispatch({ type: 'drill', node }),
    filterStudents: (filter: ReadFilter) => dispatch({ type: 'filter', filter }),
    setPage: (pageIndex: number, pageSize: number) => dispatch({ type: 'page', pageIndex, pageSize }),
    setUnitPage: (pageIndex: number, pageSize: number) => dispatch({ type: 'unitPage', pageIndex, pageSize }),
  };
}

export type ReadViewControls = ReturnType<typeof useReadView>;
