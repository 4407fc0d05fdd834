import type { CallShapes } from '../define.js';

export const adminOrganizationCalls = {} satisfies CallShapes;
