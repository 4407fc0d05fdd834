import type { FieldError } from '@pingjia/contract';
import type { ScenarioDefinition, Scene } from './definition.js';

/** The scenes a scene leads to, each with the path of the field that names it. */
export function exits(scene: Scene, at: string): { target: string; path: string }[] {
  switch (scene.then.type) {
    case 'questions':
      return [{ target: scene.then.next, path: `${at}.then.next` }];
    case 'branch':
      return scene.then.options.map((option, o) => ({ target: option.next, path: `${at}.then.options[${o}].next` }));
    case 'end':
      return [];
  }
}

function duplicateErrors(ids: readonly string[], at: (i: number) => string, what: string): FieldError[] {
  const seen = new Set<string>();
  return ids.flatMap((id, i) => {
    if (seen.has(id)) return [{ path: at(i), message: `duplicate ${what} id "${id}"` }];
    seen.add(id);
    return [];
  });
}

/** Option ids are unique within their question or branch; question ids within their scene. */
function localDuplicates(scene: Scene, at: string): FieldError[] {
  if (scene.then.type === 'end') return [];
  if (scene.then.type === 'branch')
    return duplicateErrors(
      scene.then.options.map((o) => o.id),
      (o) => `${at}.then.options[${o}].id`,
      'option',
    );
  return [
    ...duplicateErrors(
      scene.then.questions.map((q) => q.id),
      (q) => `${at}.then.questions[${q}].id`,
      'question',
    ),
    ...scene.then.questions.flatMap((question, q) =>
      duplicateErrors(
        question.options.map((o) => o.id),
        (o) => `${at}.then.questions[${q}].options[${o}].id`,
        'option',
      ),
    ),
  ];
}

function walk(from: Iterable<string>, step: (id: string) => readonly string[]): Set<string> {
  const seen = new Set(from);
  const queue = [...seen];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const next of step(id).filter((target) => !seen.has(target))) {
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/**
 * The checks a schema cannot make: every scene a scene points to exists, the start exists,
 * every scene is reachable from the start (an unreachable scene is refused: it is an author's
 * slip, and nobody could ever see it), and every reachable scene can still reach an ending, so
 * a loop with no exit is refused. Each error names the path of the field at fault.
 */
export function graphErrors(definition: Pick<ScenarioDefinition, 'start' | 'scenes'>): FieldError[] {
  const { scenes } = definition;
  const ids = new Set(scenes.map((scene) => scene.id));
  const errors: FieldError[] = duplicateErrors(
    scenes.map((s) => s.id),
    (i) => `scenes[${i}].id`,
    'scene',
  );
  scenes.forEach((scene, i) => errors.push(...localDuplicates(scene, `scenes[${i}]`)));
  if (!ids.has(definition.start))
    errors.push({ path: 'start', message: `the start scene "${definition.start}" does not exist` });
  scenes.forEach((scene, i) => {
    for (const exit of exits(scene, `scenes[${i}]`)) {
      if (!ids.has(exit.target))
        errors.push({ path: exit.path, message: `points to a scene "${exit.target}" that does not exist` });
    }
  });
  if (!scenes.some((scene) => scene.then.type === 'end'))
    errors.push({ path: 'scenes', message: 'no scene is an ending' });
  if (errors.length > 0) return errors;

  const byId = new Map(scenes.map((scene) => [scene.id, scene]));
  const targets = (id: string) => exits(byId.get(id) as Scene, '').map((exit) => exit.target);
  const reachable = walk([definition.start], targets);
  const sources = new Map<string, string[]>();
  for (const scene of scenes)
    for (const target of targets(scene.id)) sources.set(target, [...(sources.get(target) ?? []), scene.id]);
  const canEnd = walk(
    scenes.filter((scene) => scene.then.type === 'end').map((scene) => scene.id),
    (id) => sources.get(id) ?? [],
  );
  scenes.forEach((scene, i) => {
    if (!reachable.has(scene.id))
      errors.push({ path: `scenes[${i}]`, message: `scene "${scene.id}" cannot be reached from the start` });
    else if (!canEnd.has(scene.id))
      errors.push({
        path: `scenes[${i}]`,
        message: `scene "${scene.id}" is in a loop with no exit: no ending can be reached from it`,
      });
  });
  return errors;
}
