import { RoleCode } from '@pingjia/contract';

/** What an administration call does; each route is guarded by the roles holding its capability. */
export type Capability =
  | 'readAreas'
  | 'manageAreas'
  | 'readSchools'
  | 'manageSchools'
  | 'readClasses'
  | 'manageClasses'
  | 'readTeachers'
  | 'manageTeachers'
  | 'readStudents'
  | 'manageStudents'
  | 'importAccounts'
  | 'manageAreaManagers'
  | 'manageParticipation'
  | 'managePlans'
  /** The province's task groups, to choose from in plans and participation. */
  | 'readTaskGroups'
  | 'printQrCards'
  | 'resetQrCards'
  | 'serveCustomers';

const AREA_ADMIN: readonly Capability[] = [
  'readAreas',
  'manageAreas',
  'readSchools',
  'manageSchools',
  'readClasses',
  'manageClasses',
  'readTeachers',
  'manageTeachers',
  'readStudents',
  'manageStudents',
  'importAccounts',
  'manageAreaManagers',
  'manageParticipation',
  'managePlans',
  'readTaskGroups',
  'printQrCards',
  'resetQrCards',
];

const SCHOOL_ADMIN: readonly Capability[] = [
  'readSchools',
  'readClasses',
  'manageClasses',
  'readTeachers',
  'manageTeachers',
  'readStudents',
  'manageStudents',
  'importAccounts',
  'manageParticipation',
  'managePlans',
  'readTaskGroups',
  'printQrCards',
  'resetQrCards',
];

/**
 * The one table of who may do what. Where they may do it is the scope's business
 * (an area admin their areas, a school admin their schools, a head teacher and teacher their classes).
 */
const CAPABILITIES: Readonly<Record<number, readonly Capability[]>> = {
  [RoleCode.areaAdmin]: AREA_ADMIN,
  [RoleCode.schoolAdmin]: SCHOOL_ADMIN,
  [RoleCode.headmaster]: ['readClasses', 'readStudents', 'manageStudents', 'printQrCards', 'resetQrCards'],
  [RoleCode.teacher]: ['readClasses', 'readStudents', 'printQrCards'],
  [RoleCode.customerService]: [
    'readAreas',
    'readSchools',
    'readClasses',
    'readTeachers',
    'readStudents',
    'serveCustomers',
    'manageParticipation',
    'readTaskGroups',
  ],
};

export function capabilitiesOf(roleId: number): readonly Capability[] {
  return CAPABILITIES[roleId] ?? [];
}

/** The roles a route admits: used as `config.roles`, so any other role gets 403. */
export function rolesWith(capability: Capability): number[] {
  return Object.entries(CAPABILITIES)
    .filter(([, capabilities]) => capabilities.includes(capability))
    .map(([roleId]) => Number(roleId));
}

export function guardFor(capability: Capability) {
  return { roles: rolesWith(capability) };
}
