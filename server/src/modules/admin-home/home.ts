import { z } from 'zod';
import { ALL_ROLE_CODES, isStudentOrParent } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';
import { loadScope } from '../scope/scope.js';
import { homeBreakdownOf } from './breakdown.js';
import { adminFiguresOf } from './service.js';

/** Every admin-style role gets the figures of its own scope on queryHomePage (a role without one sees zeros). */
export function isAdminHomeRole(roleId: number): boolean {
  return !isStudentOrParent(roleId);
}

/** `config.roles` of the admin-only home calls: students and parents get 403. */
export const ADMIN_HOME_ROLES: readonly number[] = ALL_ROLE_CODES.filter(isAdminHomeRole);

export const adminHomeSchema = z.object({
  level: z.enum(['province', 'area', 'school', 'class', 'none']),
  schoolCount: z.number().int(),
  classCount: z.number().int(),
  studentCount: z.number().int(),
  taskGroupsInProgress: z.number().int(),
  taskGroups: z.array(
    z.object({
      tgiId: z.number().int(),
      name: z.string(),
      tgiStartTime: z.string(),
      tgiEndTime: z.string().nullable(),
    }),
  ),
  finishedToday: z.number().int(),
  studentsFinishedToday: z.number().int(),
});

export async function adminHomeOf(ctx: AppContext, session: Session) {
  return adminFiguresOf(ctx.db, await loadScope(ctx.db, session), ctx.clock());
}

export const homeBreakdownBodySchema = z
  .object({
    pageIndex: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
  })
  // prefault, not default: the default object is parsed too, so the page defaults apply.
  .prefault({});

export const homeBreakdownSchema = z.object({
  unit: z.enum(['school', 'class']),
  records: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Schools only; null on class rows. */
      classCount: z.number().int().nullable(),
      studentCount: z.number().int(),
      studentsFinishedToday: z.number().int(),
      finishedToday: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export async function homeBreakdownFor(
  ctx: AppContext,
  session: Session,
  page: z.infer<typeof homeBreakdownBodySchema>,
) {
  return homeBreakdownOf(ctx.db, await loadScope(ctx.db, session), ctx.clock(), page);
}
