import { useReducer } from 'react';
import type { ReportNode } from '../api/report-keys';

/** The grade filter's "all grades": grade levels are 1-12, so 0 names none of them. */
export const ALL_GRADES = 0;

/**
 * What a report page shows beside the report itself (year, batch and report are the shared
 * report choice's). Each field is the user's choice; until they make one the page takes the
 * default (the server's grade, the server's baseline, the caller's scope).
 */
export interface ReportView {
  /** ALL_GRADES when the user chose every grade. */
  gradeLevel?: number;
  /** None: the server's baseline (the latest earlier report of the same scope and grade). */
  baseTaskGroupId?: number;
  /** None: the caller's scope. */
  node?: ReportNode;
  keyword?: string;
  /** The class opened on the class reports page. */
  classId?: number;
  pageIndex: number;
  pageSize: number;
}

export type ReportMove =
  | { type: 'year' }
  | { type: 'report' }
  | { type: 'grade'; gradeLevel: number }
  | { type: 'baseline'; baseTaskGroupId: number | undefined }
  | { type: 'drill'; node: ReportNode | undefined }
  | { type: 'search'; keyword: string | undefined }
  | { type: 'page'; pageIndex: number; pageSize: number }
  | { type: 'class'; classId: number | undefined };

export const INITIAL_REPORT_VIEW: ReportView = { pageIndex: 1, pageSize: 20 };

/**
 * Another report drops the baseline chosen for the last one; another year also the grade (each
 * year lists its own grades). The node stays: it is a place, not a report. Every change but
 * paging and opening a class starts again at page 1 with no class opened.
 */
export function nextReportView(view: ReportView, move: ReportMove): ReportView {
  const fresh = { ...view, pageIndex: 1, classId: undefined };
  switch (move.type) {
    case 'year':
      return { ...fresh, gradeLevel: undefined, baseTaskGroupId: undefined };
    case 'report':
      return { ...fresh, baseTaskGroupId: undefined };
    case 'grade':
      return { ...fresh, gradeLevel: move.gradeLevel };
    case 'baseline':
      return { ...fresh, baseTaskGroupId: move.baseTaskGroupId };
    case 'drill':
      return { ...fresh, node: move.node };
    case 'search':
      return { ...fresh, keyword: move.keyword };
    case 'page':
      return { ...view, pageIndex: move.pageIndex, pageSize: move.pageSize };
    case 'class':
      return { ...view, classId: move.classId };
  }
}

/** A report page's view and its moves. */
export function useReportView() {
  const [view, dispatch] = useReducer(nextReportView, INITIAL_REPORT_VIEW);
  return {
    view,
    /** Called with the report choice's own moves: a year, a batch or a report chosen. */
    newYear: () => dispatch({ type: 'year' }),
    newReport: () => dispatch({ type: 'report' }),
    chooseGrade: (gradeLevel: number) => dispatch({ type: 'grade', gradeLevel }),
    chooseBaseline: (baseTaskGroupId: number | undefined) => dispatch({ type: 'baseline', baseTaskGroupId }),
    drill: (node: ReportNode | undefined) => dispatch({ type: 'drill', node }),
    search: (keyword: string | undefined) => dispatch({ type: 'search', keyword }),
    setPage: (pageIndex: number, pageSize: number) => dispatch({ type: 'page', pageIndex, pageSize }),
    openClass: (classId: number | undefined) => dispatch({ type: 'class', classId }),
  };
}

export type ReportViewControls = ReturnType<typeof useReportView>;
