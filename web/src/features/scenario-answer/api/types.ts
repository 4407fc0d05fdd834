import type { RouteData, RouteInput, scenario } from '@pingjia/contract';

/** The walk where the student left it; every walk call answers it. */
export type ScenarioWalk = RouteData<typeof scenario.getScenario>;
/** A scene as the server reveals it: never the scores nor where a branch leads. */
export type PublicScene = NonNullable<ScenarioWalk['scene']>;
export type SceneQuestion = PublicScene['questions'][number];
/** The answers to a scene's questions, keyed by question id. */
export type QuestionAnswers = NonNullable<RouteInput<typeof scenario.recordStep>['body']['answers']>;
