import type { ProgressNodeKind, ProgressStatus } from '@pingjia/contract';
import { useReducer } from 'react';

/** A node of the scope tree a page drills into (the progress and summary calls' `node`). */
export interface NodeRef {
  kind: ProgressNodeKind;
  id: number;
}

/** What a drill-down page of figures shows: which task group and activity, at which node, which students, which page. */
export interface DrillView {
  /** Chosen by the user; the page falls back to the newest group until then. */
  taskGroupId?: number;
  /** None: all of the group's activities. */
  activityId?: number;
  /** None: the caller's scope. */
  node?: NodeRef;
  keyword?: string;
  status?: ProgressStatus;
  pageIndex: number;
  pageSize: number;
}

export interface StudentFilter {
  keyword?: string;
  status?: ProgressStatus;
}

export type ViewMove =
  | { type: 'taskGroup'; taskGroupId: number }
  | { type: 'activity'; activityId: number | undefined }
  | { type: 'drill'; node: NodeRef | undefined }
  | { type: 'students'; filter: StudentFilter }
  | { type: 'page'; pageIndex: number; pageSize: number };

export const INITIAL_VIEW: DrillView = { pageIndex: 1, pageSize: 20 };

/**
 * A new task group starts again at the scope, since its grades differ; a new level drops the
 * student filter; every change but paging starts again at page 1.
 */
export function nextView(view: DrillView, move: ViewMove): DrillView {
  const firstPage = { ...view, pageIndex: 1 };
  switch (move.type) {
    case 'taskGroup':
      return { ...INITIAL_VIEW, pageSize: view.pageSize, taskGroupId: move.taskGroupId };
    case 'activity':
      return { ...firstPage, activityId: move.activityId };
    case 'drill':
      return { ...firstPage, node: move.node, keyword: undefined, status: undefined };
    case 'students':
      return { ...firstPage, keyword: move.filter.keyword, status: move.filter.status };
    case 'page':
      return { ...view, pageIndex: move.pageIndex, pageSize: move.pageSize };
  }
}

/** The page's view and its moves (progress query, assessment recovery, assessment summary). */
export function useDrillView() {
  const [view, dispatch] = useReducer(nextView, INITIAL_VIEW);
  return {
    view,
    chooseTaskGroup: (taskGroupId: number) => dispatch({ type: 'taskGroup', taskGroupId }),
    chooseActivity: (activityId: number | undefined) => dispatch({ type: 'activity', activityId }),
    drill: (node: NodeRef | undefined) => dispatch({ type: 'drill', node }),
    filterStudents: (filter: StudentFilter) => dispatch({ type: 'students', filter }),
    setPage: (pageIndex: number, pageSize: number) => dispatch({ type: 'page', pageIndex, pageSize }),
  };
}

export type DrillViewControls = ReturnType<typeof useDrillView>;
