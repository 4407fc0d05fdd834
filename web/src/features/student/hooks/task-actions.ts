import { countsAsDone, isAnswerDisabled, isWaived, TaskState } from '@pingjia/contract';
import type { AnswerMode } from '../../../shared/answering/task-links';
import type { HomeActivity } from '../api/query-home-page';

/** The student's §3 state on one task, as the home reports it. */
type TaskFlags = Pick<HomeActivity, 'userTaskState' | 'respondTimes' | 'isWaive' | 'reuploadFlag'>;

/** §3 leaf task state as the home labels it. */
export type TaskStateLabel = 'notStarted' | 'inProgress' | 'answered' | 'waived' | 'closed';

/** What the task's answer button says; every one of them obeys the §4 decision. */
export type AnswerLabel = 'start' | 'continue' | 'answerAgain' | 'reupload' | 'closed';

export interface TaskView {
  state: TaskStateLabel;
  answer: { label: AnswerLabel; mode: AnswerMode; disabled: boolean };
  /** A report exists once the task was answered (not waived). */
  hasReport: boolean;
}

function stateLabel(flags: TaskFlags, hasDraft: boolean): TaskStateLabel {
  if (flags.userTaskState === TaskState.open) return hasDraft ? 'inProgress' : 'notStarted';
  if (flags.userTaskState !== TaskState.submitted) return 'closed';
  return isWaived(flags) ? 'waived' : 'answered';
}

function answerLabel(flags: TaskFlags, hasDraft: boolean): { label: AnswerLabel; mode: AnswerMode } {
  if (flags.userTaskState === TaskState.open) return { label: hasDraft ? 'continue' : 'start', mode: 'submit' };
  if (flags.userTaskState !== TaskState.submitted) return { label: 'closed', mode: 'submit' };
  // A requested re-upload is the narrower action, so it wins over the one re-answer.
  if (flags.reuploadFlag === 1) return { label: 'reupload', mode: 'reupload' };
  return { label: 'answerAgain', mode: 'replace' };
}

/** The home's view of one task: its state, its answer button (enabled by §4 with the server clock), its report link. */
export function taskView(flags: TaskFlags, groupEndTime: string | null, now: Date, hasDraft: boolean): TaskView {
  const disabled = isAnswerDisabled(flags, groupEndTime, now);
  return {
    state: stateLabel(flags, hasDraft),
    answer: { ...answerLabel(flags, hasDraft), disabled },
    hasReport: flags.userTaskState !== TaskState.open && !isWaived(flags) && flags.respondTimes > 0,
  };
}

/** Finished and total tasks of a group (§3 taskPart's doneNum / chooseNum as the home shows them). */
export function groupProgress(activities: readonly TaskFlags[]): { done: number; total: number } {
  return { done: activities.filter(countsAsDone).length, total: activities.length };
}
