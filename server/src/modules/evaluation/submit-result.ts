import type { z } from 'zod';
import { evaluationSubmitResultSchema } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { findAnswerByKey } from './repository.js';

/** What a hand-in answers with, and stores with its answer for a retry: the contract's response. */
export type SubmitResult = z.output<typeof evaluationSubmitResultSchema>;

/**
 * The result stored with a submit key already used, or undefined. It is read back through the
 * contract's schema: a damaged row fails as an internal error instead of reaching the client as it is.
 */
export async function storedSubmitResult(
  db: Executor,
  userId: number,
  submitKey: string,
): Promise<SubmitResult | undefined> {
  const earlier = await findAnswerByKey(db, userId, submitKey);
  if (!earlier) return undefined;
  const parsed = evaluationSubmitResultSchema.safeParse(earlier.result);
  if (!parsed.success) throw new Error(`stored result of answer ${earlier.id} is malformed`, { cause: parsed.error });
  return parsed.data;
}
