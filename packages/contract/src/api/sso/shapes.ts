import type { CallShapes } from '../define.js';

export const ssoCalls = {} satisfies CallShapes;
