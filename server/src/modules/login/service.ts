import { asc, eq } from 'drizzle-orm';
import {
  ErrorCode,
  hasRole,
  isCurrentRole,
  isParentRole,
  isStudentRole,
  SSO_BASE,
  type PlatformConfig,
  type RoleInfo,
} from '@pingjia/contract';
import { parentStudent, schools } from '../../db/schema/index.js';
import { AppError } from '../../platform/app-error.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';
import { roleNameOf } from '../accounts/presenter.js';
import { roleCodesOf, type UserRow } from '../accounts/repository.js';
import { requireUser } from '../accounts/service.js';

/** The student a role looks at: a student is their own; a parent sees their first linked child. */
async function studentIdFor(ctx: AppContext, user: UserRow, roleCode: number): Promise<number | null> {
  if (isStudentRole(roleCode)) return user.id;
  if (!isParentRole(roleCode)) return null;
  const [first] = await ctx.db
    .select({ studentId: parentStudent.studentId })
    .from(parentStudent)
    .where(eq(parentStudent.parentId, user.id))
    .orderBy(asc(parentStudent.createdAt), asc(parentStudent.studentId))
    .limit(1);
  return first?.studentId ?? null;
}

/** Makes `roleId` the session's current role when the user holds it; refuses a role they lack. */
export async function switchRole(ctx: AppContext, session: Session, roleId: number, ip: string): Promise<Session> {
  const roles = await roleCodesOf(ctx.db, session.userId);
  if (!hasRole(roles, roleId)) throw new AppError(ErrorCode.NotAllowed, 'roleNotHeld');
  if (isCurrentRole(roleId, session.roleId)) return session;
  await ctx.sessions.setRole(session.sessionId, roleId);
  await recordAudit(ctx.db, {
    ...auditActor(session),
    action: 'session.switchRole',
    entityType: 'session',
    entityId: session.sessionId,
    before: { roleId: session.roleId },
    after: { roleId },
    ip,
    provinceShardId: session.provinceShardId,
  });
  return { ...session, roleId };
}

export async function loadRoleInfo(ctx: AppContext, session: Session): Promise<RoleInfo> {
  const user = await requireUser(ctx.db, session.userId);
  const roles = await roleCodesOf(ctx.db, user.id);
  const [school] = user.schoolId ? await ctx.db.select().from(schools).where(eq(schools.id, user.schoolId)) : [];
  return {
    roleCode: session.roleId,
    manageName: {
      studentId: await studentIdFor(ctx, user, session.roleId),
      provinceShardId: user.provinceShardId,
      schoolId: school?.id ?? null,
      schoolName: school?.organizationName ?? null,
    },
    roleInfoList: roles.map((code) => ({ roleId: code, roleCode: code, roleName: roleNameOf(code) })),
  };
}

/**
 * §3 config, from the deployment's settings: the sign-in page and domain on the public origin
 * (never the request's Host), and the third-party sign-out pages the browser uses when `flag` is on.
 */
export function platformConfig(ctx: AppContext): PlatformConfig {
  const { publicOrigin, platform } = ctx.config;
  return {
    flag: platform.logoutThird.flag,
    url: `${publicOrigin}${SSO_BASE}`,
    domain: publicOrigin,
    uploadDomain: platform.uploadDomain,
    platformCode: platform.platformCode,
    logoutThird: { h5Url: platform.logoutThird.h5Url, webUrl: platform.logoutThird.webUrl },
  };
}
