import { permissionStore } from '../../shared/stores/permission-store';
import { sendAnswerSessionAhead } from './hooks/use-answer-session';
import { taskOfPage } from './hooks/use-task-ref';

/** What the answer screen asks for as it opens (its session), sent before its code has rendered. */
export function sendCallsAhead(search: URLSearchParams): void {
  const { task, mode } = taskOfPage(search, permissionStore.getState().activity);
  if (task) sendAnswerSessionAhead(task, mode);
}
