import type { CallShapes } from '../define.js';

export const realTimeCalls = {} satisfies CallShapes;
