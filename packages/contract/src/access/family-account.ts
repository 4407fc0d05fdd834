import { isStudentOrParent } from '../roles.js';

/** The user table's userType of staff accounts (students are 1, parents 2). */
const STAFF_USER_TYPE = 0;

/**
 * The accounts customer service may reset, (de)activate or edit: students' and parents' accounts
 * holding no staff role. Any role of the admin style (teacher, head teacher, school, area and
 * content admins, area researchers, customer service itself) puts an account out of reach, so an
 * agent can neither take over nor lock out whoever manages schools; staff are their managers' business.
 */
export function isFamilyAccount(account: { userType: number; roleCodes: readonly number[] }): boolean {
  return account.userType !== STAFF_USER_TYPE && account.roleCodes.every(isStudentOrParent);
}
