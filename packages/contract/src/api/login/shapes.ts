import type { CallShapes } from '../define.js';

export const loginCalls = {} satisfies CallShapes;
