import { RoleCode } from '@pingjia/contract';
import { coversClass, coversRegion, coversSchool, type AdminScope } from '../scope/scope.js';

type GrantPlace = { roleCode: number; classId: number | null; schoolId: number | null; regionId: number | null };

/**
 * Whether a grant lies in the caller's scope, so the caller may replace it: a class grant by
 * its class, an area admin's by its region, any other by its school.
 */
export function coversGrant(scope: AdminScope, grant: GrantPlace): boolean {
  if (grant.classId !== null) return coversClass(scope, { classId: grant.classId, schoolId: grant.schoolId });
  if (grant.roleCode === RoleCode.areaAdmin) return coversRegion(scope, grant.regionId);
  return coversSchool(scope, grant.schoolId);
}
