import type { CallShapes } from '../define.js';

export const adminPeopleCalls = {} satisfies CallShapes;
