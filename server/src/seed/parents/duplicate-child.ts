import { placeOfClass } from '../accounts.js';
import { makeIdCard } from '../id-card.js';
import { REGIONS, SCHOOLS } from '../org.js';

export const CLASS_4_1 = 3;

/**
 * One child registered twice (a class transfer left a second account): the same name, school
 * and ID card on two logins, so binding by personal information asks the parent to choose.
 */
export const DUPLICATE_CHILD = {
  userName: '周子墨',
  loginNames: ['student04', 'student05'],
  classIds: [CLASS_4_1, CLASS_4_1],
  birth: '20160518',
  sequence: '057',
} as const;

export function duplicateChildIdCard(): string {
  const place = placeOfClass(CLASS_4_1);
  const districtId = SCHOOLS.find((school) => school.id === place.schoolId)?.districtId;
  const region = REGIONS.find((r) => r.id === districtId);
  if (!region) throw new Error('the duplicate child has no district');
  return makeIdCard(region.code, DUPLICATE_CHILD.birth, DUPLICATE_CHILD.sequence);
}
