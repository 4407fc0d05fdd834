import { userStore } from '../../shared/stores/user-store';
import { sendAdminFiguresAhead } from './api/admin-figures';
import { sendCurrentGroupAhead } from './api/current-group';
import { canReadProgress } from './hooks/use-can-read-progress';

/** What the admin home asks for as it opens, sent before its code has rendered (as admin-home.tsx asks). */
export function sendCallsAhead(): void {
  sendAdminFiguresAhead();
  if (canReadProgress(userStore.getState().currentRole)) sendCurrentGroupAhead();
}
