import { scenario, type RouteInput } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { ScenarioWalk } from './types';

type StepBody = RouteInput<typeof scenario.recordStep>['body'];

/** The server takes exactly one of the branch option chosen and the answers to the scene's questions. */
export type StepInput = Pick<StepBody, 'sceneId'> &
  (Required<Pick<StepBody, 'choice'>> | Required<Pick<StepBody, 'answers'>>);

/** POST recordStep: the response at the current scene; answers with the walk and the next scene. */
export function recordStep(task: TaskRef, step: StepInput): Promise<ScenarioWalk> {
  return http.request(scenario.recordStep, { body: { ...task, ...step } });
}

/** POST restartScenario: back to the first scene, for the one re-answer. */
export function restartScenario(task: TaskRef): Promise<ScenarioWalk> {
  return http.request(scenario.restartScenario, { body: { ...task } });
}
