import type { Access } from '../access/capabilities.js';
import type { HttpMethod } from './define.js';

/**
 * A call the spec names that no server answers yet (it answers 404 until its issue builds
 * it). It has a path and no shapes; it moves into its group when it is built.
 */
export interface PlannedCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
}

export type PlannedCalls = Readonly<Record<string, PlannedCall>>;

/* The builders are pure, so a page that never reads the planned list does not bundle it. */

/*#__NO_SIDE_EFFECTS__*/
export function plannedGet(path: string, access: Access): PlannedCall {
  return { method: 'GET', path, access };
}

/*#__NO_SIDE_EFFECTS__*/
export function plannedPost(path: string, access: Access): PlannedCall {
  return { method: 'POST', path, access };
}
