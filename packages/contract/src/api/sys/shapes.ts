import type { CallShapes } from '../define.js';

export const sysCalls = {} satisfies CallShapes;
