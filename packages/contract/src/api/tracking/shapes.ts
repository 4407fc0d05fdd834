import type { CallShapes } from '../define.js';

export const trackingCalls = {} satisfies CallShapes;
