import { adminExcel } from './excel.routes.js';
import type { PlannedCalls } from '../planned.js';
import { adminOrganization } from './organization.routes.js';
import { adminPeople } from './people.routes.js';
import { adminQr } from './qr.routes.js';

/** Administration (issue 7): one group, written in four parts. */
export const admin = { ...adminOrganization, ...adminPeople, ...adminExcel, ...adminQr };

/** Calls of this group the spec names that are not built yet. */
export const adminPlanned = {} satisfies PlannedCalls;
