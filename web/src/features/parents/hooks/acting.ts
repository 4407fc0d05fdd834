import { appRoutes, ROUTER_BASE } from '@pingjia/contract';
import { writeToken } from '../../../shared/browser/cookies';
import { resetAllStores } from '../../../shared/stores/reset-stores';
import { userStore } from '../../../shared/stores/user-store';
import { stopAppTimers } from '../../../shared/timers/app-timers';
import type { Child } from '../api/get-children';
import { endActing, switchToChild } from '../api/switch-to-child';
import { parentStore } from './child-store';

/** A full load under the new token, so the guard loads user, role and menus afresh. */
function reloadAs(token: string, path: string): void {
  stopAppTimers();
  resetAllStores();
  writeToken(token);
  location.assign(`${ROUTER_BASE.replace(/\/$/, '')}${path}`);
}

/** Opens the child's view without the child's password; the server records the parent as the actor. */
export async function actForChild(child: Pick<Child, 'studentId' | 'userName'>): Promise<void> {
  const token = await switchToChild(child.studentId);
  const parentName = userStore.getState().userInfo?.userName ?? '';
  parentStore.getState().chooseChild(child.studentId);
  parentStore.getState().setActing({ childName: child.userName, parentName });
  reloadAs(token, appRoutes.stuIndex);
}

/** Ends acting: the server hands back the parent's own session under a fresh token. */
export async function backToParent(): Promise<void> {
  const token = await endActing();
  parentStore.getState().setActing(null);
  reloadAs(token, appRoutes.parentIndexPage);
}
