import type { CallShapes } from '../define.js';

export const userCalls = {} satisfies CallShapes;
