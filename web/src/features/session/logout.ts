import { TRACKING_EVENT_IDS } from '@pingjia/contract';
import { beginLeaving, leave, signedOutUrl } from '../../shared/session/end-session';
import { track } from '../../shared/tracking/send-event';
import { postLogout } from './api/logout';

/**
 * §2/§4 logout: tell the server, forget everything in the browser, then leave for the
 * sign-in page (or the third-party logout page). The target and the tracking event are
 * taken first, while the config and the user are still in the stores.
 */
export async function logout(): Promise<void> {
  // Calls still in flight answer 401 once the server has ended the session; they must not win.
  beginLeaving();
  const target = signedOutUrl();
  track('loginMessage', TRACKING_EVENT_IDS.logout);
  try {
    await postLogout();
  } catch {
    // The server session may already be gone (the request layer has said so); the browser is cleared anyway.
  }
  leave(target);
}
