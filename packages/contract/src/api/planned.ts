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

export const planned = {
  get: (path: string, access: Access): PlannedCall => ({ method: 'GET', path, access }),
  post: (path: string, access: Access): PlannedCall => ({ method: 'POST', path, access }),
};
