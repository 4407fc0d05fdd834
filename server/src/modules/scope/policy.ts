import { RoleCode } from '@pingjia/contract';

export type ScopeLevel = 'province' | 'area' | 'school' | 'class' | 'none';

/**
 * How far a role's grants reach: customer service the whole province shard, area roles their
 * granted regions, a school admin their schools, teachers their classes. Any other role
 * (students, parents, content admins) acts on no admin scope.
 */
export function scopeLevelOf(roleId: number): ScopeLevel {
  switch (roleId) {
    case RoleCode.customerService:
      return 'province';
    // Area teaching researchers look across the same areas (read only: they hold no management capability).
    case RoleCode.areaAdmin:
    case RoleCode.areaTeach:
      return 'area';
    case RoleCode.schoolAdmin:
      return 'school';
    case RoleCode.headmaster:
    case RoleCode.teacher:
      return 'class';
    default:
      return 'none';
  }
}
