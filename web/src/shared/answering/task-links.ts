import { appRoutes } from '@pingjia/contract';

/** How an answer screen is opened: a first (or reopened) submit, the one re-answer, or a re-upload. */
export type AnswerMode = 'submit' | 'replace' | 'reupload';

export interface TaskRef {
  taskGroupId: number;
  activityId: number;
}

/** The §2 answer screen of each kind of activity. */
const ANSWER_ROUTES: Record<string, string> = {
  activity: appRoutes.studentAnswer,
  questionnaire: appRoutes.studentQuestionnaireAnswer,
  adaptive: appRoutes.studentAdaptiveAnswer,
  programming: appRoutes.studentKooAnswer,
  scenario: appRoutes.studentCustomMadeAnswer,
};

export const answerRouteOf = (kind: string): string => ANSWER_ROUTES[kind] ?? appRoutes.studentAnswer;

/** The query every student task page carries, in the guard's §2 parameter names. */
export function taskQuery(task: TaskRef, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    task_group_info_id: String(task.taskGroupId),
    activity_id: String(task.activityId),
    ...extra,
  });
  return query.toString();
}

export const guidePageHref = (task: TaskRef, mode: AnswerMode) =>
  `${appRoutes.activityIntroductionPage}?${taskQuery(task, { mode })}`;

export const answerHref = (kind: string, task: TaskRef, mode: AnswerMode) =>
  `${answerRouteOf(kind)}?${taskQuery(task, { mode })}`;

export const reportHref = (task: TaskRef) => `${appRoutes.personalRealTimeReport}?${taskQuery(task)}`;

/** A whole task group's report (§2 /reportEnter names only the group). */
export const groupReportHref = (taskGroupId: number) =>
  `${appRoutes.reportEnter}?${new URLSearchParams({ task_group_info_id: String(taskGroupId) }).toString()}`;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The task a page's query names, or null when it names none. */
export function readTaskRef(search: URLSearchParams): TaskRef | null {
  const taskGroupId = positive(search.get('task_group_info_id'));
  const activityId = positive(search.get('activity_id'));
  return taskGroupId && activityId ? { taskGroupId, activityId } : null;
}

export function readMode(search: URLSearchParams): AnswerMode {
  const mode = search.get('mode');
  return mode === 'replace' || mode === 'reupload' ? mode : 'submit';
}
