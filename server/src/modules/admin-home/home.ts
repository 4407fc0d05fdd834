import { z } from 'zod';
import { isStudentOrParent } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';
import { loadScope } from '../scope/scope.js';
import { adminFiguresOf } from './service.js';

/** Every admin-style role gets the figures of its own scope on queryHomePage (a role without one sees zeros). */
export function isAdminHomeRole(roleId: number): boolean {
  return !isStudentOrParent(roleId);
}

export const adminHomeSchema = z.object({
  level: z.enum(['province', 'area', 'school', 'class', 'none']),
  schoolCount: z.number().int(),
  classCount: z.number().int(),
  studentCount: z.number().int(),
  taskGroupsInProgress: z.number().int(),
  taskGroups: z.array(z.object({ tgiId: z.number().int(), name: z.string(), tgiStartTime: z.string(), tgiEndTime: z.string().nullable() })),
  finishedToday: z.number().int(),
  studentsFinishedToday: z.number().int(),
});

export async function adminHomeOf(ctx: AppContext, session: Session) {
  return adminFiguresOf(ctx.db, await loadScope(ctx.db, session), ctx.clock());
}
