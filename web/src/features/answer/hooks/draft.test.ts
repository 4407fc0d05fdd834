import { describe, expect, it } from 'vitest';
import type { AnswerItem } from '../api/get-items';
import { answeredCount, answersToSend, initialDraft, isAnswered, missingRequired } from './draft';

const item = (itemId: number, type: AnswerItem['type'], required = true): AnswerItem => ({
  itemId,
  sort: itemId,
  type,
  stem: `q${itemId}`,
  required,
  media: [],
  accept: type === 'upload' ? 'image' : null,
  options: [],
});
const items = [item(1, 'single'), item(2, 'fill'), item(3, 'upload', false), item(4, 'multiple')];

describe('initialDraft', () => {
  const session = {
    answers: { '1': 5 },
    useTime: 30,
    submitKey: 'key-12345678',
    savedAt: Date.parse('2026-11-22T02:00:00Z'),
  };
  const server = { activityId: 1, answers: { '1': 6 }, useTime: 40, updatedAt: '2026-11-22T01:00:00Z' };

  it("keeps this tab's draft, with its pending submit key, when it is the newer one", () => {
    expect(initialDraft({ session, server, latest: null, mode: 'submit' })).toEqual(session);
  });

  it("takes the server's draft when another tab saved later, without a submit key", () => {
    const newer = { ...server, updatedAt: '2026-11-22T03:00:00Z' };
    expect(initialDraft({ session, server: newer, latest: null, mode: 'submit' })).toEqual({
      answers: { '1': 6 },
      useTime: 40,
      submitKey: null,
      savedAt: Date.parse('2026-11-22T03:00:00Z'),
    });
  });

  it('starts a re-answer from the last handed-in answer, and a first answer from nothing', () => {
    expect(initialDraft({ session: undefined, server: null, latest: { '4': [7] }, mode: 'replace' }).answers).toEqual({
      '4': [7],
    });
    expect(initialDraft({ session: undefined, server: null, latest: { '4': [7] }, mode: 'submit' }).answers).toEqual(
      {},
    );
  });
});

describe('answer checks', () => {
  it('counts a choice, a non-blank text and a non-empty file list as answered', () => {
    expect([0, 'x', ['a.png'], [3]].every((value) => isAnswered(value))).toBe(true);
    expect([undefined, '  ', []].some((value) => isAnswered(value))).toBe(false);
  });

  it('names the unanswered required items by number; a re-upload asks only for its files', () => {
    expect(missingRequired(items, { '1': 2, '2': ' ' }, 'submit')).toEqual([2, 4]);
    expect(missingRequired(items, {}, 'reupload')).toEqual([]);
    expect(answeredCount(items, { '1': 2, '2': ' ', '3': ['a.png'] })).toBe(2);
  });

  it('sends answered items only, and only the uploads on a re-upload', () => {
    const answers = { '1': 2, '2': '', '3': ['a.png'], '4': [8, 9] };
    expect(answersToSend(items, answers, 'submit')).toEqual({ '1': 2, '3': ['a.png'], '4': [8, 9] });
    expect(answersToSend(items, answers, 'reupload')).toEqual({ '3': ['a.png'] });
  });
});
