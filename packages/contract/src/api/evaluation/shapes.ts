import type { CallShapes } from '../define.js';

export const evaluationCalls = {} satisfies CallShapes;
