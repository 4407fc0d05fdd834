import type { CallShapes } from '../define.js';

export const programmingCalls = {} satisfies CallShapes;
