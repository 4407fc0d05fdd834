import type { ScenarioDefinition, Scene } from './definition.js';
import { currentSceneId, isFinished, sceneOf, type WalkState } from './walk.js';

const optionDto = ({ id, label }: { id: string; label: string }) => ({ id, label });

/** A scene as the student sees it: never the options' scores nor where a branch leads. */
export function publicScene(scene: Scene) {
  const media = { image: scene.image ?? null, audio: scene.audio ?? null, video: scene.video ?? null };
  const base = { id: scene.id, title: scene.title, text: scene.text, ...media };
  switch (scene.then.type) {
    case 'branch':
      return {
        ...base,
        kind: 'branch' as const,
        prompt: scene.then.prompt,
        options: scene.then.options.map(optionDto),
        questions: [],
      };
    case 'questions':
      return {
        ...base,
        kind: 'questions' as const,
        prompt: null,
        options: [],
        questions: scene.then.questions.map((q) => ({
          id: q.id,
          type: q.type,
          stem: q.stem,
          options: q.options.map(optionDto),
        })),
      };
    case 'end':
      return { ...base, kind: 'end' as const, prompt: null, options: [], questions: [] };
  }
}

export interface WalkFlags {
  handedIn: boolean;
  canAnswer: boolean;
  canRestart: boolean;
}

/** The walk so far: scenes are revealed only as the student reaches them. */
export function walkDto(
  definition: ScenarioDefinition,
  walk: WalkState,
  ids: { activityId: number; taskGroupId: number },
  flags: WalkFlags,
) {
  const current = sceneOf(definition, currentSceneId(definition, walk)) ?? definition.scenes[0];
  return {
    ...ids,
    title: definition.title,
    path: walk.path.map((sceneId) => ({ sceneId, title: sceneOf(definition, sceneId)?.title ?? sceneId })),
    scene: current ? publicScene(current) : null,
    finished: isFinished(definition, walk),
    ...flags,
  };
}
