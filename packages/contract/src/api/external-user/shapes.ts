import type { CallShapes } from '../define.js';

export const externalUserCalls = {} satisfies CallShapes;
