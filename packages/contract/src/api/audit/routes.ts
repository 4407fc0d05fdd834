import { defineGroup, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { auditCalls } from './shapes.js';

export const audit = defineGroup<typeof auditCalls>()('audit', {
  /** Ours: the audit log, read by area admins. */
  list: post('/wj/api/audit/list', 'readAudit'),
});

/** Calls of this group the spec names that are not built yet. */
export const auditPlanned = {} satisfies PlannedCalls;
