import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, type AssistantReport, type Locale } from '@pingjia/contract';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import type { Limit } from '../../platform/rate-limit.js';
import type { Session } from '../../platform/sessions/types.js';
import { dimensionNames } from '../dict/service.js';
import type { RagflowConfig } from './config.js';
import { composeQuestion, type ReportScores } from './context.js';
import { assistantRefusal } from './messages.js';
import { requireAvailable, resolveReport, type AskedReport } from './policy.js';
import { createRagflowSession, FarEndError } from './ragflow.js';
import {
  findKnownTerms,
  findOwnSession,
  findStudentScores,
  findSums,
  insertExchange,
  insertSession,
} from './repository.js';
import { scrubQuestion } from './scrub.js';

const HOUR_MS = 3_600_000;

/** Per person (a parent acting for a child counts as the parent): enough to talk a report through, too few to mine it. */
export const ASSISTANT_LIMITS = {
  session: { max: 10, windowMs: HOUR_MS },
  ask: { max: 20, windowMs: HOUR_MS },
} as const satisfies Record<string, Limit>;

export function limitKey(purpose: keyof typeof ASSISTANT_LIMITS, session: Pick<Session, 'userId' | 'actorUserId'>) {
  return `assistant:${purpose}:${session.actorUserId ?? session.userId}`;
}

/** Who is asking, as the routes know them. */
export interface Caller {
  session: Session;
  ip: string;
  locale: Locale;
}

async function spend(ctx: AppContext, purpose: keyof typeof ASSISTANT_LIMITS, session: Session): Promise<void> {
  const limit = ASSISTANT_LIMITS[purpose];
  const count = await ctx.rateLimiter.hit(limitKey(purpose, session), limit.windowMs, ctx.clock());
  if (count > limit.max) throw assistantRefusal(ErrorCode.RateLimited, 'rateLimited');
}

function configOf(ctx: AppContext): RagflowConfig {
  // requireAvailable has refused when it is not set.
  if (ctx.config.ragflow === null) throw assistantRefusal(ErrorCode.NotAllowed, 'notConfigured');
  return ctx.config.ragflow;
}

/** createSessions: a RAGFlow session for the caller's questions about the report; our id for it. */
export async function openConversation(
  ctx: AppContext,
  caller: Caller,
  report: AssistantReport,
  log: FastifyBaseLogger,
): Promise<string> {
  const { session } = caller;
  const asked = await resolveReport(ctx.db, session, report);
  await requireAvailable(ctx.db, ctx.config, asked);
  await spend(ctx, 'session', session);
  const ragflowSessionId = await createRagflowSession(configOf(ctx)).catch((error: unknown) => {
    if (!(error instanceof FarEndError)) throw error;
    log.warn({ farEnd: error.detail }, 'report assistant: no session');
    throw assistantRefusal(ErrorCode.NotAllowed, 'unavailable');
  });
  return ctx.db.transaction(async (tx) => {
    const stored = await insertSession(tx, {
      userId: session.userId,
      roleId: session.roleId,
      actorUserId: session.actorUserId,
      taskGroupId: asked.taskGroupId,
      studentId: asked.studentId,
      // A student report names the student only: their class is found again from their scores.
      classId: asked.studentId === null ? asked.classId : null,
      ragflowSessionId,
      provinceShardId: session.provinceShardId,
      createdAt: ctx.clock(),
    });
    await recordAudit(tx, {
      ...auditActor(session),
      action: 'reportAssistant.createSession',
      entityType: 'reportAssistantSession',
      entityId: stored.id,
      before: null,
      after: { taskGroupId: asked.taskGroupId, studentId: asked.studentId, classId: asked.classId },
      ip: caller.ip,
      provinceShardId: session.provinceShardId,
    });
    return stored.id;
  });
}

async function scoresOf(ctx: AppContext, asked: AskedReport): Promise<ReportScores> {
  const classSums = asked.classId === null ? [] : await findSums(ctx.db, asked.taskGroupId, { classId: asked.classId });
  if (asked.studentId === null) return { kind: 'class', classSums };
  const schoolId = asked.placement?.schoolId ?? null;
  return {
    kind: 'student',
    student: await findStudentScores(ctx.db, asked.taskGroupId, asked.studentId),
    classSums,
    schoolSums: schoolId === null ? [] : await findSums(ctx.db, asked.taskGroupId, { schoolId }),
  };
}

/** An accepted question, recorded, ready to be sent. */
export interface AnswerRun {
  ctx: AppContext;
  config: RagflowConfig;
  exchangeId: string;
  ragflowSessionId: string;
  /** What RAGFlow receives: the scores and the scrubbed question. */
  prompt: string;
}

/**
 * completions, before anything is sent: the conversation must be the caller's, the report still
 * theirs to read and the assistant still on; the question loses its personal details; the
 * exchange is stored and audited (without its text) before it leaves.
 */
export async function acceptQuestion(
  ctx: AppContext,
  caller: Caller,
  body: { sessionId: string; question: string },
): Promise<AnswerRun> {
  const { session } = caller;
  const conversation = await findOwnSession(ctx.db, body.sessionId, session);
  if (!conversation) throw notFound();
  const asked = await resolveReport(ctx.db, session, {
    taskGroupId: conversation.taskGroupId,
    ...(conversation.studentId === null ? {} : { studentId: conversation.studentId }),
    ...(conversation.classId === null ? {} : { classId: conversation.classId }),
  });
  await requireAvailable(ctx.db, ctx.config, asked);
  await spend(ctx, 'ask', session);
  const known = await findKnownTerms(ctx.db, {
    taskGroupId: asked.taskGroupId,
    classId: asked.classId,
    schoolId: asked.placement?.schoolId ?? null,
    userIds: [
      session.userId,
      ...(session.actorUserId === null ? [] : [session.actorUserId]),
      ...(asked.studentId === null ? [] : [asked.studentId]),
    ],
  });
  const scrubbed = scrubQuestion(body.question, known);
  const prompt = composeQuestion(
    await scoresOf(ctx, asked),
    await dimensionNames(ctx.db),
    scrubbed.text,
    caller.locale,
  );
  const exchangeId = await ctx.db.transaction(async (tx) => {
    const exchange = await insertExchange(tx, {
      sessionId: conversation.id,
      question: scrubbed.text,
      removed: scrubbed.removed,
      provinceShardId: session.provinceShardId,
      createdAt: ctx.clock(),
    });
    await recordAudit(tx, {
      ...auditActor(session),
      action: 'reportAssistant.ask',
      entityType: 'reportAssistantExchange',
      entityId: exchange.id,
      before: null,
      after: {
        sessionId: conversation.id,
        taskGroupId: asked.taskGroupId,
        studentId: asked.studentId,
        classId: asked.classId,
        questionLength: scrubbed.text.length,
        removed: scrubbed.removed,
      },
      ip: caller.ip,
      provinceShardId: session.provinceShardId,
    });
    return exchange.id;
  });
  return { ctx, config: configOf(ctx), exchangeId, ragflowSessionId: conversation.ragflowSessionId, prompt };
}
