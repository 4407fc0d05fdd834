import type { Question, ScenarioDefinition, Scene } from './definition.js';

/** What the student did at one scene: the branch option taken, or each question's option(s). */
export type SceneResponse = { choice: string } | { answers: Record<string, string | string[]> };

/**
 * An attempt's progress: the scenes walked in order (the last is the current one) and the
 * response given at each step, keyed by the step's index in the path (a loop may revisit a scene).
 */
export interface WalkState {
  path: string[];
  responses: Record<string, SceneResponse>;
}

export type StepRefusal = 'notCurrentScene' | 'alreadyEnded' | 'responseInvalid';

export const startWalk = (definition: ScenarioDefinition): WalkState => ({ path: [definition.start], responses: {} });

export function sceneOf(definition: ScenarioDefinition, id: string): Scene | undefined {
  return definition.scenes.find((scene) => scene.id === id);
}

export const currentSceneId = (definition: ScenarioDefinition, walk: WalkState) => walk.path.at(-1) ?? definition.start;

export function isFinished(definition: ScenarioDefinition, walk: WalkState): boolean {
  return sceneOf(definition, currentSceneId(definition, walk))?.then.type === 'end';
}

function fitsQuestion(question: Question, value: string | string[] | undefined): boolean {
  const ids = new Set(question.options.map((option) => option.id));
  if (question.type === 'single') return typeof value === 'string' && ids.has(value);
  return (
    Array.isArray(value) && value.length > 0 && new Set(value).size === value.length && value.every((id) => ids.has(id))
  );
}

/** Every question answered with its own options, and nothing else. */
function fitsQuestions(questions: Question[], answers: Record<string, string | string[]>): boolean {
  const known = new Set(questions.map((question) => question.id));
  if (Object.keys(answers).some((id) => !known.has(id))) return false;
  return questions.every((question) => fitsQuestion(question, answers[question.id]));
}

function nextSceneId(scene: Scene, response: SceneResponse): string | undefined {
  switch (scene.then.type) {
    case 'branch': {
      const choice = 'choice' in response ? response.choice : undefined;
      return scene.then.options.find((option) => option.id === choice)?.next;
    }
    case 'questions':
      return 'answers' in response && fitsQuestions(scene.then.questions, response.answers)
        ? scene.then.next
        : undefined;
    case 'end':
      return undefined;
  }
}

/**
 * Applies the student's response at the current scene and moves on. The scene named must be
 * the current one, so a stale tab or a replayed request cannot skip or rewrite the path.
 */
export function takeStep(
  definition: ScenarioDefinition,
  walk: WalkState,
  sceneId: string,
  response: SceneResponse,
): WalkState | StepRefusal {
  const current = currentSceneId(definition, walk);
  if (sceneId !== current) return 'notCurrentScene';
  const scene = sceneOf(definition, current);
  if (!scene || scene.then.type === 'end') return 'alreadyEnded';
  const next = nextSceneId(scene, response);
  if (next === undefined) return 'responseInvalid';
  return { path: [...walk.path, next], responses: { ...walk.responses, [String(walk.path.length - 1)]: response } };
}
