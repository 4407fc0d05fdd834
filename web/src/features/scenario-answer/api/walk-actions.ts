import { scenario } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { QuestionAnswers, ScenarioWalk } from './types';

export type StepInput = { sceneId: string } & ({ choice: string } | { answers: QuestionAnswers });

/** POST recordStep: the response at the current scene; answers with the walk and the next scene. */
export function recordStep(task: TaskRef, step: StepInput): Promise<ScenarioWalk> {
  return http.request<ScenarioWalk>(scenario.recordStep, { body: { ...task, ...step } });
}

/** POST restartScenario: back to the first scene, for the one re-answer. */
export function restartScenario(task: TaskRef): Promise<ScenarioWalk> {
  return http.request<ScenarioWalk>(scenario.restartScenario, { body: { ...task } });
}
