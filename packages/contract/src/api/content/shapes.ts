import type { CallShapes } from '../define.js';

export const contentCalls = {} satisfies CallShapes;
