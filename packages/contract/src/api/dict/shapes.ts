import type { CallShapes } from '../define.js';

export const dictCalls = {} satisfies CallShapes;
