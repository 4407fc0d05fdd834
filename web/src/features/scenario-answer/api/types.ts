export interface SceneOption {
  id: string;
  label: string;
}

export interface SceneQuestion {
  id: string;
  type: 'single' | 'multiple';
  stem: string;
  options: SceneOption[];
}

/** A scene as the server reveals it: never the scores nor where a branch leads. */
export interface PublicScene {
  id: string;
  title: string;
  text: string;
  image: string | null;
  audio: string | null;
  video: string | null;
  kind: 'questions' | 'branch' | 'end';
  prompt: string | null;
  options: SceneOption[];
  questions: SceneQuestion[];
}

export interface ScenarioWalk {
  activityId: number;
  taskGroupId: number;
  title: string;
  path: { sceneId: string; title: string }[];
  scene: PublicScene | null;
  finished: boolean;
  handedIn: boolean;
  canAnswer: boolean;
  canRestart: boolean;
}

export type QuestionAnswers = Record<string, string | string[]>;
