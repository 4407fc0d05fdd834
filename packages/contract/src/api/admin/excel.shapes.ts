import type { CallShapes } from '../define.js';

export const adminExcelCalls = {} satisfies CallShapes;
