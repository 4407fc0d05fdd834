import type { CallShapes } from '../define.js';

export const filesCalls = {} satisfies CallShapes;
