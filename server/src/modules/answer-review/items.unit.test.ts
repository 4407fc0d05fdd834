import { describe, expect, it } from 'vitest';
import type { ItemType } from '@pingjia/contract';
import type { FullItem } from '../evaluation/repository.js';
import { itemsReview, uploadedNames } from './items.js';

let nextId = 1;

function item(type: ItemType, scores: number[], config: FullItem['config'] = {}): FullItem {
  const id = nextId++;
  return {
    id,
    activityId: 1,
    sort: id,
    type,
    stem: `题目${id}`,
    required: 1,
    media: [],
    config,
    provinceShardId: 1,
    options: scores.map((score, index) => ({
      id: id * 10 + index,
      itemId: id,
      sort: index,
      label: `选项${index}`,
      score,
      provinceShardId: 1,
    })),
    indicators: [],
  };
}

const optionIds = (of: FullItem) => of.options.map((option) => option.id);
const noFiles = new Map<string, { originalName: string; mime: string }>();

describe('itemsReview', () => {
  it('marks a multiple choice right only with every point-earning option and nothing else', () => {
    const multiple = item('multiple', [2, 2, 0]);
    const [a, b, wrong] = optionIds(multiple);
    const review = (chosen: (number | undefined)[]) =>
      itemsReview([multiple], { [multiple.id]: chosen.map(Number) }, true, noFiles).items[0];
    expect(review([a, b])).toMatchObject({ score: 4, maxScore: 4, correct: true });
    const withWrong = review([a, b, wrong]);
    expect(withWrong).toMatchObject({ score: 4, correct: false });
    expect(withWrong?.options.map((option) => option.right)).toEqual([true, true, false]);
    expect(review([a])).toMatchObject({ score: 2, correct: false });
  });

  it("judges a fill by the accepted answers without giving them, and leaves a scale's points unjudged", () => {
    const fill = item('fill', [], { accepted: ['长江'], score: 3 });
    const scale = item('scale', [1, 2, 3]);
    const [, , top] = optionIds(scale);
    const { items } = itemsReview([fill, scale], { [fill.id]: ' 长江 ', [scale.id]: top ?? 0 }, true, noFiles);
    expect(items[0]).toMatchObject({ text: ' 长江 ', score: 3, correct: true, options: [] });
    expect(JSON.stringify(items[0])).not.toContain('accepted');
    expect(items[1]).toMatchObject({ score: 3, correct: null });
    expect(items[1]?.options.map((option) => [option.chosen, option.right])).toEqual([
      [false, null],
      [false, null],
      [true, null],
    ]);
  });

  it('judges nothing in an unscored questionnaire and leaves unanswered items empty', () => {
    const single = item('single', [4, 0]);
    const text = item('text', [], { score: 2 });
    const { items, scored } = itemsReview([single, text], { [single.id]: single.options[1]?.id ?? 0 }, false, noFiles);
    expect(scored).toBe(false);
    expect(items[0]).toMatchObject({ score: 0, correct: null });
    expect(items[0]?.options.map((option) => option.right)).toEqual([null, null]);
    expect(items[1]).toMatchObject({ text: null, files: [], score: 0, correct: null });
  });

  it('names uploaded files from the file service, falling back to the item for a file it no longer holds', () => {
    const photos = item('upload', [], { accept: 'image', score: 1 });
    const answers = { [photos.id]: ['a.png', 'gone.png'] };
    expect(uploadedNames([photos], answers)).toEqual(['a.png', 'gone.png']);
    const files = new Map([['a.png', { originalName: '劳动.png', mime: 'application/octet-stream' }]]);
    expect(itemsReview([photos], answers, true, files).items[0]?.files).toEqual([
      { fileName: 'a.png', originalName: '劳动.png', isImage: false },
      { fileName: 'gone.png', originalName: null, isImage: true },
    ]);
  });
});
