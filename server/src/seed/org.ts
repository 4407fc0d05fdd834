import { gradeName } from '@pingjia/contract';

/** The demo's places and schools: one province, two cities, three schools (two in one district). */
export const PROVINCE_SHARD_ID = 33;

export const REGIONS = [
  { id: 1, parentId: null, level: 'province', name: '浙江省', code: '33' },
  { id: 2, parentId: 1, level: 'city', name: '杭州市', code: '3301' },
  { id: 3, parentId: 1, level: 'city', name: '宁波市', code: '3302' },
  { id: 4, parentId: 2, level: 'district', name: '西湖区', code: '330106' },
  { id: 5, parentId: 2, level: 'district', name: '上城区', code: '330102' },
  { id: 6, parentId: 3, level: 'district', name: '鄞州区', code: '330212' },
] as const;

export const SCHOOLS = [
  { id: 1, organizationName: '杭州市西湖区求是实验学校', districtId: 4, gradeLevels: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
  { id: 2, organizationName: '杭州市西湖区文澜中学', districtId: 4, gradeLevels: [7, 8, 9] },
  { id: 3, organizationName: '宁波市鄞州区东湖小学', districtId: 6, gradeLevels: [1, 2, 3, 4, 5, 6] },
] as const;

/** Grade ids follow the school order and the levels within it, so every run gives the same ids. */
export const GRADES = SCHOOLS.flatMap((school) =>
  school.gradeLevels.map((level) => ({ schoolId: school.id, level })),
).map((grade, index) => ({
  id: index + 1,
  schoolId: grade.schoolId,
  gradeLevel: grade.level,
  name: gradeName(grade.level),
}));

function gradeId(schoolId: number, level: number): number {
  const grade = GRADES.find((g) => g.schoolId === schoolId && g.gradeLevel === level);
  if (!grade) throw new Error(`no grade ${level} in school ${schoolId}`);
  return grade.id;
}

export const CLASSES = [
  { id: 1, schoolId: 1, gradeId: gradeId(1, 7), name: '1班' },
  { id: 2, schoolId: 1, gradeId: gradeId(1, 7), name: '2班' },
  { id: 3, schoolId: 1, gradeId: gradeId(1, 4), name: '1班' },
  { id: 4, schoolId: 2, gradeId: gradeId(2, 8), name: '1班' },
  { id: 5, schoolId: 3, gradeId: gradeId(3, 5), name: '1班' },
];

export const CURRENT_SCHOOL_YEAR = '2026-2027';
export const SCHOOL_YEAR_STARTED_AT = new Date('2026-08-31T16:00:00Z');
