import { TaskState, type AnswerState } from '@pingjia/contract';
import type { FullItem, TaskStateRow } from './repository.js';

const OPEN_STATE: AnswerState = { userTaskState: TaskState.open, respondTimes: 0, isWaive: 0, reuploadFlag: 0 };

/** The four §4 flags of a state row; a task never touched is open. */
export function stateDto(
  row: Pick<TaskStateRow, 'userTaskState' | 'respondTimes' | 'isWaive' | 'reuploadFlag'> | undefined,
): AnswerState {
  if (!row) return OPEN_STATE;
  return {
    userTaskState: row.userTaskState,
    respondTimes: row.respondTimes,
    isWaive: row.isWaive,
    reuploadFlag: row.reuploadFlag,
  };
}

/** The activity's first finish is already counted against the §5 stamina limit (kept by re-answers and resets). */
export function staminaCounted(row: Pick<TaskStateRow, 'finishedAt'> | undefined): boolean {
  return row?.finishedAt != null;
}

/** An item as the answer screen shows it: no answer key, no scores, no indicator weights. */
export function publicItem(item: FullItem) {
  return {
    itemId: item.id,
    sort: item.sort,
    type: item.type,
    stem: item.stem,
    required: item.required === 1,
    media: item.media,
    accept: item.config.accept ?? null,
    options: item.options.map((option) => ({ optionId: option.id, label: option.label })),
  };
}
