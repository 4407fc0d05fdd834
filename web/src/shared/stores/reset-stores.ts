import { answerStore } from './answer-store';
import { dictStore } from './dict-store';
import { permissionStore } from './permission-store';
import { realTimeReportStore } from './real-time-report-store';
import { userStore } from './user-store';

/** §4 logout and §8 401: every store back to empty. */
export function resetAllStores(): void {
  for (const store of [userStore, permissionStore, answerStore, realTimeReportStore, dictStore]) {
    store.getState().reset();
  }
}
