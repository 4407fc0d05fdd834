import { isStudentOrParent } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';
import { loadScope } from '../scope/scope.js';
import { homeBreakdownOf } from './breakdown.js';
import { adminFiguresOf } from './service.js';

/** Every admin-style role gets the figures of its own scope on queryHomePage (a role without one sees zeros). */
export function isAdminHomeRole(roleId: number): boolean {
  return !isStudentOrParent(roleId);
}

export async function adminHomeOf(ctx: AppContext, session: Session) {
  return adminFiguresOf(ctx.db, await loadScope(ctx.db, session), ctx.clock());
}

export async function homeBreakdownFor(
  ctx: AppContext,
  session: Session,
  page: { pageIndex: number; pageSize: number },
) {
  return homeBreakdownOf(ctx.db, await loadScope(ctx.db, session), ctx.clock(), page);
}
