import { legacyGroup, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const audit = legacyGroup('audit', {
  /** Ours: the audit log, read by area admins. */
  list: post('/wj/api/audit/list'),
});

/** Calls of this group the spec names that are not built yet. */
export const auditPlanned = {} satisfies PlannedCalls;
