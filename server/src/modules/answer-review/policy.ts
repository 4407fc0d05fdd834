import { capabilitiesOf } from '@pingjia/contract';
import type { Session } from '../../platform/sessions/types.js';

/**
 * Staff who follow progress read a student's answers through their scope (§2 assessQuery);
 * students and parents read them through the student-access rule, as every student call does.
 */
export function reviewsAsStaff(session: Session): boolean {
  return capabilitiesOf(session.roleId).includes('readProgress');
}
