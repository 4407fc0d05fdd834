import { and, eq, inArray } from 'drizzle-orm';
import { ANSWER_LIMITS, ErrorCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { files, type AnswerMap, type AnswerValue } from '../../db/schema/index.js';
import { evaluationRefusal, type EvaluationMessage } from './messages.js';
import type { FullItem } from './repository.js';

const asList = (value: AnswerValue): string[] => (Array.isArray(value) ? value : [value]).map(String);

/** True when an answer does not fit its item; choices must name the item's own options. */
function misfits(item: FullItem, value: AnswerValue): boolean {
  const optionIds = new Set(item.options.map((option) => String(option.id)));
  const parts = asList(value);
  switch (item.type) {
    case 'single':
    case 'judge':
    case 'scale':
      return Array.isArray(value) || !optionIds.has(String(value));
    case 'multiple':
      return (
        !Array.isArray(value) || new Set(parts).size !== parts.length || parts.some((part) => !optionIds.has(part))
      );
    case 'fill':
    case 'text':
      return typeof value !== 'string';
    case 'upload':
      return parts.length > ANSWER_LIMITS.uploadFiles || parts.some((part) => part.trim() === '');
  }
}

const isBlank = (value: AnswerValue | undefined) =>
  value === undefined || asList(value).every((part) => part.trim() === '');

/** Uploaded answers must be files the student (or their acting parent, as the student) uploaded. */
async function assertOwnFiles(db: Executor, userId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const owned = await db
    .select({ name: files.fileName })
    .from(files)
    .where(and(eq(files.ownerUserId, userId), inArray(files.fileName, names)));
  if (owned.length !== new Set(names).size) throw evaluationRefusal(ErrorCode.ValidationFailed, 'fileNotYours');
}

const refuse = (message: EvaluationMessage) => evaluationRefusal(ErrorCode.ValidationFailed, message);

/**
 * Checks answers against the activity's items: every key an item of it, every value the
 * right shape, uploads the student's own files, and (for a full answer) every required item filled.
 */
export async function checkAnswers(
  db: Executor,
  userId: number,
  itemList: FullItem[],
  answers: AnswerMap,
  complete: boolean,
): Promise<void> {
  const byId = new Map(itemList.map((item) => [String(item.id), item]));
  for (const [itemId, value] of Object.entries(answers)) {
    const item = byId.get(itemId);
    if (!item || misfits(item, value)) throw refuse('answerInvalid');
  }
  if (complete && itemList.some((item) => item.required === 1 && isBlank(answers[String(item.id)])))
    throw refuse('requiredMissing');
  const uploads = itemList
    .filter((item) => item.type === 'upload')
    .flatMap((item) => {
      const value = answers[String(item.id)];
      return value === undefined ? [] : asList(value);
    });
  await assertOwnFiles(db, userId, [...new Set(uploads)]);
}
