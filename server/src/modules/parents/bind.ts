import {
  accountBindSchema,
  BindType,
  confirmBindSchema,
  ErrorCode,
  personalInfoBindSchema,
  type BindChildResult,
  type BindPayload,
} from '@pingjia/contract';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { decoyHash, verifyPassword } from '../../platform/passwords.js';
import { takeSlot } from '../../platform/rate-limit.js';
import type { Session } from '../../platform/sessions/types.js';
import { parseOrThrow } from '../../platform/validate.js';
import { findUserByLoginName } from '../accounts/repository.js';
import type { ParentsMessage } from './messages.js';
import { presentChild } from './presenter.js';
import { parentsRefusal } from './messages.js';
import { findChildren, findStudentsByIdentity, insertLink, isActiveStudent } from './repository.js';

/** Failed attempts per parent: enough for typing mistakes, far too few to guess a certificate code. */
export const BIND_FAILURE_LIMIT = { max: 5, windowMs: 15 * 60_000 };

const limitKey = (parentId: number) => `bind:parent:${parentId}`;

interface BindContext {
  ctx: AppContext;
  session: Session;
  ip: string;
  /** Set when the attempt is a failure that keeps its place under the limit. */
  failed: boolean;
}

/** Reserves the attempt's place under the limit before anything is checked, so parallel attempts cannot pass it. */
async function reserveAttempt({ ctx, session }: BindContext): Promise<void> {
  if (!(await takeSlot(ctx.rateLimiter, limitKey(session.userId), BIND_FAILURE_LIMIT, ctx.clock()))) {
    throw parentsRefusal(ErrorCode.RateLimited, 'bindRateLimited');
  }
}

/** Keeps the failure counted and records it (without the code tried) before refusing. */
async function failAttempt(bc: BindContext, type: BindType, code: ErrorCode, text: ParentsMessage): Promise<never> {
  bc.failed = true;
  await recordAudit(bc.ctx.db, {
    ...auditActor(bc.session),
    action: 'parent.bind.failed',
    entityType: 'parentStudent',
    entityId: null,
    before: null,
    after: { type, reason: text },
    ip: bc.ip,
    provinceShardId: bc.session.provinceShardId,
  });
  throw parentsRefusal(code, text);
}

async function link(
  bc: BindContext,
  student: { id: number; provinceShardId: number },
  type: BindType,
): Promise<BindChildResult> {
  const { ctx, session } = bc;
  const inserted = await ctx.db.transaction(async (tx) => {
    const created = await insertLink(tx, {
      parentId: session.userId,
      studentId: student.id,
      provinceShardId: student.provinceShardId,
    });
    if (!created) return false;
    await recordAudit(tx, {
      ...auditActor(session),
      action: 'parent.bind',
      entityType: 'parentStudent',
      entityId: `${session.userId}:${student.id}`,
      before: null,
      after: { parentId: session.userId, studentId: student.id, type },
      ip: bc.ip,
      provinceShardId: student.provinceShardId,
      place: { userId: student.id },
    });
    return true;
  });
  if (!inserted) throw parentsRefusal(ErrorCode.Conflict, 'alreadyBound');
  const [row] = await findChildren(ctx.db, session.userId, student.id);
  return { bound: true, child: row ? presentChild(row, ctx.pii) : null, accounts: [] };
}

async function bindByAccount(bc: BindContext, payload: Extract<BindPayload, { type: 1 }>): Promise<BindChildResult> {
  const password = await bc.ctx.transport.openSealed(payload.password);
  const plain = parseOrThrow(accountBindSchema, { loginName: payload.loginName, password });
  const user = await findUserByLoginName(bc.ctx.db, plain.loginName);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), plain.password);
  if (!user || !matches) return failAttempt(bc, BindType.account, ErrorCode.InvalidCredentials, 'invalidCredentials');
  if (!(await isActiveStudent(bc.ctx.db, user.id, user.state))) {
    return failAttempt(bc, BindType.account, ErrorCode.NotAllowed, 'notAStudent');
  }
  return link(bc, user, BindType.account);
}

async function bindByIdentity(bc: BindContext, payload: Exclude<BindPayload, { type: 1 }>): Promise<BindChildResult> {
  const certificateCode = await bc.ctx.transport.openSealed(payload.certificateCode);
  const plain = { ...payload, certificateCode };
  const identity =
    payload.type === BindType.confirmAccount
      ? parseOrThrow(confirmBindSchema, plain)
      : parseOrThrow(personalInfoBindSchema, plain);
  const candidates = await findStudentsByIdentity(bc.ctx.db, {
    userName: identity.userName,
    schoolId: identity.schoolId,
    certificateType: identity.certificateType,
    certificateCodeHash: bc.ctx.pii.keyedHash(identity.certificateCode),
  });
  const chosen = 'loginName' in identity ? candidates.filter((c) => c.loginName === identity.loginName) : candidates;
  const [only] = chosen;
  if (!only) return failAttempt(bc, payload.type, ErrorCode.NotFound, 'noMatchingAccount');
  if (chosen.length > 1) {
    return {
      bound: false,
      child: null,
      accounts: chosen.map(({ loginName, userName, gradeName, className }) => ({
        loginName,
        userName,
        gradeName,
        className,
      })),
    };
  }
  return link(bc, only, payload.type);
}

/**
 * POST bindParents (§3 bind payload, §4 bind flow): type 1 by account and password, type 2
 * by personal information (several matches are returned for the parent to choose), type 3
 * confirms the chosen one. Failures count towards the per-parent limit.
 */
export async function bindChild(
  ctx: AppContext,
  session: Session,
  payload: BindPayload,
  ip: string,
): Promise<BindChildResult> {
  const bc: BindContext = { ctx, session, ip, failed: false };
  await reserveAttempt(bc);
  try {
    return await (payload.type === BindType.account ? bindByAccount(bc, payload) : bindByIdentity(bc, payload));
  } finally {
    // A bind, a list of accounts to choose from or a refusal before any check gives the place back.
    if (!bc.failed) await ctx.rateLimiter.release(limitKey(session.userId));
  }
}
