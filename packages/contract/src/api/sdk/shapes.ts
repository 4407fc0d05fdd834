import type { CallShapes } from '../define.js';

export const sdkCalls = {} satisfies CallShapes;
