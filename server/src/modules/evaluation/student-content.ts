import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { resolveStudent } from '../student-access/policy.js';
import { KeptContent } from './content-cache.js';

/** The student a call is about (the caller, or a child or student they may act for), the time, and the content this server keeps for it. */
export async function studentWithContent(ctx: AppContext, request: FastifyRequest, studentId?: number) {
  const session = sessionOf(request);
  const student = await resolveStudent(ctx.db, session, studentId);
  const now = ctx.clock();
  return { student, now, content: await KeptContent.of(ctx.db, session, student, now) };
}
