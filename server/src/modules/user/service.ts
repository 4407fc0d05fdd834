import { ErrorCode } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';
import { maskPhone } from '../accounts/presenter.js';
import type { UserRow } from '../accounts/repository.js';
import { loadUserInfo, requireUser } from '../accounts/service.js';
import { consumeVerificationCode, underCodeCheckLimit } from '../sys/verification.js';
import { currentSchoolYear, isLoginNameTaken, updateUser } from './repository.js';
import { mustEnterSchoolYear, schoolYearAt } from './school-year.js';

type Field = 'showLoginPrompt' | 'avatar' | 'loginName' | 'phone';

interface FieldChange<K extends Field> {
  field: K;
  value: UserRow[K];
  action: string;
  /** How the value appears in the audit log (a phone is masked). */
  shown?: (value: UserRow[K]) => unknown;
}

/** One field of the caller's own account, changed and audited in one transaction. */
async function changeOwnField<K extends Field>(
  ctx: AppContext,
  session: Session,
  change: FieldChange<K>,
  ip: string,
  check?: (tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0]) => Promise<void>,
): Promise<void> {
  const show = change.shown ?? ((value: UserRow[K]) => value);
  await ctx.db.transaction(async (tx) => {
    const before = await requireUser(tx, session.userId);
    if (check) await check(tx);
    await updateUser(tx, session.userId, { [change.field]: change.value }, ctx.clock());
    await recordAudit(tx, {
      ...auditActor(session),
      action: change.action,
      entityType: 'user',
      entityId: session.userId,
      before: { [change.field]: show(before[change.field]) },
      after: { [change.field]: show(change.value) },
      ip,
      provinceShardId: before.provinceShardId,
    });
  });
}

export function setLoginPrompt(ctx: AppContext, session: Session, show: boolean, ip: string) {
  return changeOwnField(ctx, session, { field: 'showLoginPrompt', value: show, action: 'user.updateLoginPrompt' }, ip);
}

export function setAvatar(ctx: AppContext, session: Session, avatar: string, ip: string) {
  return changeOwnField(ctx, session, { field: 'avatar', value: avatar, action: 'user.updateAvatar' }, ip);
}

export async function setLoginName(ctx: AppContext, session: Session, loginName: string, ip: string) {
  const change = { field: 'loginName' as const, value: loginName, action: 'user.updateLoginName' };
  try {
    await changeOwnField(ctx, session, change, ip, async (tx) => {
      if (await isLoginNameTaken(tx, loginName, session.userId))
        throw new AppError(ErrorCode.Conflict, 'loginNameTaken');
    });
  } catch (error) {
    // Two people claiming the same name at once: the unique index decides, the loser hears "taken".
    if ((error as { code?: string }).code === '23505') throw new AppError(ErrorCode.Conflict, 'loginNameTaken');
    throw error;
  }
}

export function setPhone(ctx: AppContext, session: Session, input: { phone: string; code: string }, ip: string) {
  const change = { field: 'phone' as const, value: input.phone, action: 'user.updatePhone', shown: maskPhone };
  return underCodeCheckLimit(ctx, session.userId, () =>
    changeOwnField(ctx, session, change, ip, (tx) =>
      consumeVerificationCode(ctx, tx, { userId: session.userId, phone: input.phone, code: input.code }),
    ),
  );
}

export async function loadPersonalInfo(ctx: AppContext, session: Session) {
  const [info, user] = await Promise.all([loadUserInfo(ctx.db, session.userId), requireUser(ctx.db, session.userId)]);
  return { ...info, phone: maskPhone(user.phone) };
}

export async function loadSchoolYear(ctx: AppContext, session: Session) {
  const user = await requireUser(ctx.db, session.userId);
  const current = user.schoolId === null ? undefined : await currentSchoolYear(ctx.db, user.schoolId);
  return {
    isEnterSchool: mustEnterSchoolYear(current, user.confirmedSchoolYear),
    schoolYear: current ?? schoolYearAt(ctx.clock()),
  };
}
