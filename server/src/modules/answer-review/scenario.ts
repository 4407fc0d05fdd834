import type { AnswerMap, AnswerValue } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { ScenarioDefinition } from '../scenario/definition.js';
import { publicScene } from '../scenario/presenter.js';
import { findDefinition } from '../scenario/repository.js';
import { sceneOf } from '../scenario/walk.js';
import type { AnswerRow } from './repository.js';

const asList = (value: AnswerValue | undefined): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);

/*
 * A handed-in walk is stored in the answer itself (scenario/service.ts `answerMapOf`): `path`
 * holds the scene ids in order; `<step>:<sceneId>` the branch option taken at that step and
 * `<step>:<sceneId>.<questionId>` a question's option(s). The walk row itself is gone after a reset.
 */
const choiceKey = (step: number, sceneId: string) => `${step}:${sceneId}`;
const questionKey = (step: number, sceneId: string, questionId: string) => `${step}:${sceneId}.${questionId}`;

function stepOf(definition: ScenarioDefinition | undefined, answers: AnswerMap, sceneId: string, step: number) {
  const chosen = answers[choiceKey(step, sceneId)];
  const choiceId = typeof chosen === 'string' ? chosen : null;
  const scene = definition && sceneOf(definition, sceneId);
  if (!scene) {
    const choice = choiceId === null ? null : { id: choiceId, label: choiceId };
    return {
      position: step + 1,
      sceneId,
      title: sceneId,
      text: '',
      kind: 'missing' as const,
      prompt: null,
      choice,
      questions: [],
    };
  }
  // The student's view of the scene: never the options' scores nor where a branch leads.
  const view = publicScene(scene);
  const taken = view.options.find((option) => option.id === choiceId);
  return {
    position: step + 1,
    sceneId,
    title: view.title,
    text: view.text,
    kind: view.kind,
    prompt: view.prompt,
    choice: taken ?? (choiceId === null ? null : { id: choiceId, label: choiceId }),
    questions: view.questions.map((question) => {
      const picked = asList(answers[questionKey(step, sceneId, question.id)]);
      return {
        ...question,
        options: question.options.map((option) => ({ ...option, chosen: picked.includes(option.id) })),
      };
    }),
  };
}

/** The path of scenes the student walked, with what they chose at each. */
export async function scenarioReview(db: Executor, answer: AnswerRow, activityName: string) {
  const definition = await findDefinition(db, answer.activityId);
  const path = asList(answer.answers.path);
  return {
    kind: 'scenario' as const,
    title: definition?.title ?? activityName,
    steps: path.map((sceneId, step) => stepOf(definition, answer.answers, sceneId, step)),
  };
}
