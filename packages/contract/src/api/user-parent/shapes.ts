import type { CallShapes } from '../define.js';

export const userParentCalls = {} satisfies CallShapes;
