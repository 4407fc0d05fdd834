import type { Session, StoredSession } from '../../platform/sessions/types.js';
import { sessionState } from '../../platform/sessions/policy.js';
import { coversClass, type AdminScope } from '../scope/scope.js';
import type { ProgressChange } from './events.js';

/** A change reaches a stream when it is of the stream's task group and of a class in the caller's scope. */
export function reachesStream(scope: AdminScope, taskGroupId: number, change: ProgressChange): boolean {
  return (
    change.taskGroupId === taskGroupId && change.provinceShardId === scope.provinceShardId && coversClass(scope, change)
  );
}

/** A stream outlives its request: it goes on only while its session is live and in the role it opened with. */
export function sessionStillHolds(opened: Session, stored: StoredSession | null, now: Date, idleMs: number): boolean {
  return stored !== null && stored.roleId === opened.roleId && sessionState(stored, now, { idleMs }) === 'valid';
}
