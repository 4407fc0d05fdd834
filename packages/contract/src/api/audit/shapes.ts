import type { CallShapes } from '../define.js';

export const auditCalls = {} satisfies CallShapes;
