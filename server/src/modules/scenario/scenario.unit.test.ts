import { describe, expect, it } from 'vitest';
import type { ScenarioDefinition } from './definition.js';
import { checkDefinition } from './importer.js';
import { dimensionScoresOf, tallyWalk } from './scoring.js';
import { branchingDefinition } from './test-definitions.js';
import { isFinished, startWalk, takeStep, type WalkState } from './walk.js';

const errorsOf = (input: unknown) => {
  const checked = checkDefinition(input);
  return 'errors' in checked ? checked.errors : [];
};

function valid(): ScenarioDefinition {
  const checked = checkDefinition(branchingDefinition());
  if ('errors' in checked) throw new Error(JSON.stringify(checked.errors));
  return checked.definition;
}

describe('validating a scenario definition', () => {
  it('accepts a branching graph whose every scene is reachable and can reach an ending', () => {
    expect(errorsOf(branchingDefinition())).toEqual([]);
  });

  it('refuses a scene that points nowhere, with the path of the pointer', () => {
    const definition = branchingDefinition();
    definition.scenes[1]!.then.options![1]!.next = 'nowhere';
    expect(errorsOf(definition)).toEqual([
      { path: 'scenes[1].then.options[1].next', message: 'points to a scene "nowhere" that does not exist' },
    ]);
  });

  it('refuses a missing start scene', () => {
    expect(errorsOf({ ...branchingDefinition(), start: 'gone' })).toEqual([
      { path: 'start', message: 'the start scene "gone" does not exist' },
    ]);
  });

  it('refuses a loop with no exit and names each scene caught in it', () => {
    const definition = branchingDefinition();
    definition.scenes[2]!.then.next = 'spill';
    definition.scenes[1]!.then.options![0]!.next = 'teacher';
    const errors = errorsOf(definition);
    expect(errors.map((error) => error.path)).toEqual([
      'scenes[0]',
      'scenes[1]',
      'scenes[2]',
      'scenes[3]',
      'scenes[4]',
    ]);
    expect(errors[1]?.message).toContain('loop with no exit');
  });

  it('refuses a scene nobody can reach', () => {
    const definition = branchingDefinition();
    definition.scenes[1]!.then.options![1]!.next = 'clean';
    expect(errorsOf(definition).map((error) => error.path)).toEqual(['scenes[2]', 'scenes[4]']);
    expect(errorsOf(definition)[0]?.message).toBe('scene "teacher" cannot be reached from the start');
  });

  it('refuses empty choices and bad scores with their paths', () => {
    const definition = branchingDefinition();
    definition.scenes[1]!.then.options = [];
    definition.scenes[0]!.then.questions![0]!.options[0]!.scores = { '12': 11 };
    const paths = errorsOf(definition).map((error) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['scenes[1].then.options', 'scenes[0].then.questions[0].options[0].scores.12']),
    );
  });

  it('refuses duplicate ids and a scenario without an ending', () => {
    const definition = branchingDefinition();
    definition.scenes[4]!.id = 'clean';
    expect(errorsOf(definition)).toContainEqual({ path: 'scenes[4].id', message: 'duplicate scene id "clean"' });
    const endless = {
      ...branchingDefinition(),
      scenes: [{ id: 'a', title: 'A', text: 'a', then: { type: 'questions', questions: [], next: 'a' } }],
      start: 'a',
    };
    expect(errorsOf(endless).map((error) => error.path)).toEqual(['scenes[0].then.questions']);
  });
});

describe('walking and scoring', () => {
  const step = (
    definition: ScenarioDefinition,
    walk: WalkState,
    sceneId: string,
    response: Parameters<typeof takeStep>[3],
  ) => {
    const next = takeStep(definition, walk, sceneId, response);
    if (typeof next === 'string') throw new Error(next);
    return next;
  };

  it('follows the branch taken and scores only the decisions met', () => {
    const definition = valid();
    let walk = step(definition, startWalk(definition), 'lunch', { answers: { queue: 'wait' } });
    walk = step(definition, walk, 'spill', { choice: 'tell' });
    walk = step(definition, walk, 'teacher', { answers: { tools: ['mop', 'ball'] } });
    expect(walk.path).toEqual(['lunch', 'spill', 'teacher', 'calm']);
    expect(isFinished(definition, walk)).toBe(true);
    const scores = dimensionScoresOf(
      tallyWalk(definition, walk),
      new Map([
        ['12', '1'],
        ['11', '1'],
        ['50', '5'],
      ]),
    );
    expect(scores).toEqual(
      expect.arrayContaining([
        { dimensionId: '12', parentDimensionId: '1', score: 100, level: 4 },
        { dimensionId: '11', parentDimensionId: '1', score: 100, level: 4 },
        { dimensionId: '50', parentDimensionId: '5', score: 40, level: 1 },
        { dimensionId: '1', parentDimensionId: null, score: 100, level: 4 },
      ]),
    );
  });

  it('refuses a response at a scene that is not the current one, or one that does not fit', () => {
    const definition = valid();
    const walk = startWalk(definition);
    expect(takeStep(definition, walk, 'spill', { choice: 'mop' })).toBe('notCurrentScene');
    expect(takeStep(definition, walk, 'lunch', { answers: { queue: 'nope' } })).toBe('responseInvalid');
    expect(takeStep(definition, walk, 'lunch', { choice: 'wait' })).toBe('responseInvalid');
    const ended = step(definition, step(definition, walk, 'lunch', { answers: { queue: 'cut' } }), 'spill', {
      choice: 'mop',
    });
    expect(takeStep(definition, ended, 'clean', { choice: 'x' })).toBe('alreadyEnded');
  });
});
