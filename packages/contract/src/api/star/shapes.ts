import type { CallShapes } from '../define.js';

export const starCalls = {} satisfies CallShapes;
