import { useReducer } from 'react';

/** What the table shows: which task group, activity, class and names, which page. */
export interface ReviewFilters {
  /** Chosen by the user; the page falls back to the newest group until then. */
  taskGroupId?: number;
  /** None: every activity of the group. */
  activityId?: number;
  classId?: number;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export type FilterMove =
  | { type: 'taskGroup'; taskGroupId: number }
  | { type: 'activity'; activityId: number | undefined }
  | { type: 'class'; classId: number | undefined }
  | { type: 'keyword'; keyword: string | undefined }
  | { type: 'page'; pageIndex: number; pageSize: number };

export const INITIAL_FILTERS: ReviewFilters = { pageIndex: 1, pageSize: 20 };

/** Another task group has other activities, so its activity is dropped; every change but paging starts at page 1. */
export function nextFilters(filters: ReviewFilters, move: FilterMove): ReviewFilters {
  const firstPage = { ...filters, pageIndex: 1 };
  switch (move.type) {
    case 'taskGroup':
      return { ...firstPage, taskGroupId: move.taskGroupId, activityId: undefined };
    case 'activity':
      return { ...firstPage, activityId: move.activityId };
    case 'class':
      return { ...firstPage, classId: move.classId };
    case 'keyword':
      return { ...firstPage, keyword: move.keyword?.trim() || undefined };
    case 'page':
      return { ...filters, pageIndex: move.pageIndex, pageSize: move.pageSize };
  }
}

export function useReviewFilters() {
  const [filters, dispatch] = useReducer(nextFilters, INITIAL_FILTERS);
  return {
    filters,
    chooseTaskGroup: (taskGroupId: number) => dispatch({ type: 'taskGroup', taskGroupId }),
    chooseActivity: (activityId: number | undefined) => dispatch({ type: 'activity', activityId }),
    chooseClass: (classId: number | undefined) => dispatch({ type: 'class', classId }),
    search: (keyword: string | undefined) => dispatch({ type: 'keyword', keyword }),
    setPage: (pageIndex: number, pageSize: number) => dispatch({ type: 'page', pageIndex, pageSize }),
  };
}

export type ReviewFilterControls = ReturnType<typeof useReviewFilters>;
