import type { CallShapes } from '../define.js';

export const adminQrCalls = {} satisfies CallShapes;
