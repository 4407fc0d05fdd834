import { userStore } from '../../shared/stores/user-store';
import { sendDanmuListAhead } from './api/get-danmu-list';
import { ownNewMarkQuery, sendNewMarkAhead } from './api/get-new-mark';
import { sendHomePageAhead } from './api/query-home-page';
import { readDanmuOn } from './hooks/danmu-preference';

/**
 * What the student home asks for as it opens, sent before its code has rendered: the home, its new
 * marks and, unless switched off on this device, the bullet comments (as student-home.tsx asks).
 */
export function sendCallsAhead(): void {
  sendHomePageAhead();
  if (readDanmuOn()) sendDanmuListAhead();
  const { userInfo, currentRole } = userStore.getState();
  const newMark = ownNewMarkQuery(userInfo, currentRole);
  if (newMark) sendNewMarkAhead(newMark);
}
