import type { ActivityKind, AnswerReview } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { loadItems } from '../evaluation/repository.js';
import { findFilesByNames } from '../files/repository.js';
import type { ActivityRow } from '../task-groups/visibility.js';
import { adaptiveReview } from './adaptive.js';
import { itemsReview, uploadedNames } from './items.js';
import { programmingReview } from './programming.js';
import type { AnswerRow } from './repository.js';
import { scenarioReview } from './scenario.js';

type Content = AnswerReview['content'];

async function itemsContent(db: Executor, answer: AnswerRow, scored: boolean): Promise<Content> {
  const itemList = await loadItems(db, answer.activityId);
  const files = await findFilesByNames(db, uploadedNames(itemList, answer.answers));
  return itemsReview(itemList, answer.answers, scored, new Map(files.map((file) => [file.fileName, file])));
}

/** Each kind of activity shown as its own answer screen showed it. A questionnaire asks opinions, so it is not scored. */
const CONTENT: Record<ActivityKind, (db: Executor, answer: AnswerRow, activity: ActivityRow) => Promise<Content>> = {
  activity: (db, answer) => itemsContent(db, answer, true),
  questionnaire: (db, answer) => itemsContent(db, answer, false),
  adaptive: adaptiveReview,
  programming: programmingReview,
  scenario: (db, answer, activity) => scenarioReview(db, answer, activity.name),
};

export function contentOf(db: Executor, answer: AnswerRow, activity: ActivityRow): Promise<Content> {
  return CONTENT[activity.kind](db, answer, activity);
}
