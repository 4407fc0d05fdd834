import type { CallShapes } from '../define.js';

export const scenarioCalls = {} satisfies CallShapes;
