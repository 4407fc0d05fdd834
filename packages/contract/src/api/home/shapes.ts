import type { CallShapes } from '../define.js';

export const homeCalls = {} satisfies CallShapes;
