import type { CallShapes } from '../define.js';

export const otherCalls = {} satisfies CallShapes;
