import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adaptiveBankDefinitionSchema, adaptiveDefaultSettings, contentDefinitionSchema } from './shapes.js';

/** What the importer reports for a definition: each issue's path and message; empty when it passes. */
function issuesOf(schema: z.ZodType, value: unknown): { path: PropertyKey[]; message: string }[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

const singleItem = {
  type: 'single',
  stem: 'How often do you read?',
  indicators: [{ indicatorId: 'D1' }],
  options: [
    { label: 'Often', score: 2 },
    { label: 'Rarely', score: 0 },
  ],
};

function buildDefinition(overrides: Record<string, unknown> = {}) {
  return {
    taskGroupId: 1,
    kind: 'activity',
    name: 'Reading habits',
    guidePage: { title: 'Welcome', content: 'Answer honestly.' },
    items: [singleItem],
    ...overrides,
  };
}

describe('activity definition (importActivity)', () => {
  it('takes an activity with items and fills in what the author may leave out', () => {
    const definition = contentDefinitionSchema.parse(buildDefinition());
    expect(definition).toMatchObject({ passed: '0', sort: 0, guidePage: { media: [] } });
    expect(definition.items[0]).toMatchObject({ required: true, media: [], indicators: [{ weight: 1 }] });
  });

  it('refuses an activity or questionnaire without items, naming the items', () => {
    const message = 'an activity or questionnaire needs at least one item';
    expect(issuesOf(contentDefinitionSchema, buildDefinition({ items: [] }))).toEqual([{ path: ['items'], message }]);
    expect(issuesOf(contentDefinitionSchema, buildDefinition({ kind: 'questionnaire', items: undefined }))).toEqual([
      { path: ['items'], message },
    ]);
  });

  it('takes the engine kinds as item-less shells and refuses items on them', () => {
    expect(issuesOf(contentDefinitionSchema, buildDefinition({ kind: 'adaptive', items: [] }))).toEqual([]);
    expect(issuesOf(contentDefinitionSchema, buildDefinition({ kind: 'programming' }))).toEqual([
      { path: ['items'], message: 'programming activities carry no items' },
    ]);
  });

  it("takes the group's report year and evaluation batch together, and refuses one alone", () => {
    expect(issuesOf(contentDefinitionSchema, buildDefinition({ reportYear: '2025', evaluationBatch: '1' }))).toEqual(
      [],
    );
    const message = 'give the report year and the evaluation batch together';
    expect(issuesOf(contentDefinitionSchema, buildDefinition({ reportYear: '2025' }))).toEqual([
      { path: ['evaluationBatch'], message },
    ]);
    expect(issuesOf(contentDefinitionSchema, buildDefinition({ evaluationBatch: '2' }))).toEqual([
      { path: ['reportYear'], message },
    ]);
  });

  it('takes media names the file service handed out and refuses traversal', () => {
    const message = 'expected a file name from the file service';
    const withMedia = (media: string[]) => buildDefinition({ items: [{ ...singleItem, media }] });
    expect(issuesOf(contentDefinitionSchema, withMedia(['2026/11/0f9c.png', 'a.b-c_d.mp4']))).toEqual([]);
    expect(issuesOf(contentDefinitionSchema, withMedia(['2026/../secret.png']))).toEqual([
      { path: ['items', 0, 'media', 0], message },
    ]);
    expect(issuesOf(contentDefinitionSchema, withMedia(['.env']))).toEqual([
      { path: ['items', 0, 'media', 0], message },
    ]);
  });
});

const bankItem = {
  indicatorId: 'R1',
  model: '2PL',
  a: 1.2,
  b: -0.5,
  stem: '3 + 4 = ?',
  options: [
    { id: 'A', label: '7' },
    { id: 'B', label: '8' },
  ],
  correct: 'A',
};

function bankWith(items: object[], settings?: object) {
  return { activityId: 9, items, ...(settings && { settings }) };
}

describe('adaptive item bank (importAdaptiveBank)', () => {
  it('takes a 2PL item without guessing and a 3PL item with it', () => {
    const bank = adaptiveBankDefinitionSchema.parse(bankWith([bankItem, { ...bankItem, model: '3PL', c: 0.2 }]));
    expect(bank.items.map((item) => item.c)).toEqual([0, 0.2]);
  });

  it('refuses a guessing parameter on a 2PL item', () => {
    expect(issuesOf(adaptiveBankDefinitionSchema, bankWith([{ ...bankItem, c: 0.2 }]))).toEqual([
      { path: ['items', 0, 'c'], message: 'a 2PL item has no guessing parameter (c must be 0)' },
    ]);
  });

  it('refuses an option id used twice, at the second use', () => {
    const options = [...bankItem.options, { id: 'A', label: '9' }];
    expect(issuesOf(adaptiveBankDefinitionSchema, bankWith([{ ...bankItem, options }]))).toEqual([
      { path: ['items', 0, 'options', 2, 'id'], message: 'option id A is used twice' },
    ]);
  });

  it('refuses a correct answer that names no option, listing the options', () => {
    expect(issuesOf(adaptiveBankDefinitionSchema, bankWith([{ ...bankItem, correct: 'C' }]))).toEqual([
      { path: ['items', 0, 'correct'], message: 'correct must name one of the options (A, B)' },
    ]);
  });

  it('runs with the default settings when the bank names none, and fills in the ones it leaves out', () => {
    expect(adaptiveBankDefinitionSchema.parse(bankWith([bankItem])).settings).toEqual(adaptiveDefaultSettings);
    const settings = adaptiveBankDefinitionSchema.parse(bankWith([bankItem], { maxLength: 12 })).settings;
    expect(settings).toEqual({ ...adaptiveDefaultSettings, maxLength: 12 });
  });

  it('refuses a minimum length above the maximum, and takes them equal', () => {
    expect(issuesOf(adaptiveBankDefinitionSchema, bankWith([bankItem], { minLength: 21, maxLength: 20 }))).toEqual([
      { path: ['settings', 'minLength'], message: 'minLength must not exceed maxLength' },
    ]);
    expect(issuesOf(adaptiveBankDefinitionSchema, bankWith([bankItem], { minLength: 20, maxLength: 20 }))).toEqual([]);
  });
});
