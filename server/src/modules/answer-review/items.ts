import type { AnswerMap, AnswerValue, ItemType } from '@pingjia/contract';
import { publicItem } from '../evaluation/presenter.js';
import type { FullItem } from '../evaluation/repository.js';
import { itemScore, maxScore } from '../evaluation/scoring.js';

/** What the file service knows of an uploaded file, by its stored name. */
export interface FileFacts {
  originalName: string;
  mime: string;
}

/** The item types with a right answer; a scale, a text or an upload is scored for being given. */
const HAS_RIGHT_ANSWER: ReadonlySet<ItemType> = new Set(['single', 'judge', 'multiple', 'fill']);

const asList = (value: AnswerValue | undefined): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);

/**
 * Whether a chosen option was right: any point-earning option of a multiple choice, the best
 * option of a single choice or judge. Options not chosen say nothing, so the key stays unsaid.
 */
function isRightChoice(item: FullItem, optionScore: number): boolean {
  if (item.type === 'multiple') return optionScore > 0;
  return optionScore > 0 && optionScore >= maxScore(item);
}

/** All right: full marks, and for a multiple choice no option chosen that earns nothing. */
function isAllRight(item: FullItem, chosen: readonly string[], score: number): boolean | null {
  const max = maxScore(item);
  if (max <= 0) return null;
  if (item.type !== 'multiple') return score >= max;
  const earning = new Set(item.options.filter((option) => option.score > 0).map((option) => String(option.id)));
  return chosen.length === earning.size && chosen.every((id) => earning.has(id));
}

function filesOf(item: FullItem, names: string[], files: ReadonlyMap<string, FileFacts>) {
  if (item.type !== 'upload') return [];
  return names.map((fileName) => {
    const facts = files.get(fileName);
    return {
      fileName,
      originalName: facts?.originalName ?? null,
      isImage: facts ? facts.mime.startsWith('image/') : item.config.accept === 'image',
    };
  });
}

function reviewItem(
  item: FullItem,
  value: AnswerValue | undefined,
  scored: boolean,
  files: ReadonlyMap<string, FileFacts>,
) {
  const chosen = asList(value);
  const judged = scored && HAS_RIGHT_ANSWER.has(item.type);
  const score = itemScore(item, value);
  const shown = publicItem(item);
  return {
    ...shown,
    options: item.options.map((option) => {
      const isChosen = chosen.includes(String(option.id));
      return {
        optionId: option.id,
        label: option.label,
        chosen: isChosen,
        right: judged && isChosen ? isRightChoice(item, option.score) : null,
      };
    }),
    text: (item.type === 'fill' || item.type === 'text') && typeof value === 'string' ? value : null,
    files: filesOf(item, chosen, files),
    score,
    maxScore: maxScore(item),
    correct: judged ? isAllRight(item, chosen, score) : null,
  };
}

/** An activity or questionnaire as the student saw it, with their response and its points per item. */
export function itemsReview(
  itemList: FullItem[],
  answers: AnswerMap,
  scored: boolean,
  files: ReadonlyMap<string, FileFacts>,
) {
  return {
    kind: 'items' as const,
    scored,
    items: itemList.map((item) => reviewItem(item, answers[String(item.id)], scored, files)),
  };
}

/** The stored names of every file the answer handed in to an upload item. */
export function uploadedNames(itemList: FullItem[], answers: AnswerMap): string[] {
  return itemList.filter((item) => item.type === 'upload').flatMap((item) => asList(answers[String(item.id)]));
}
