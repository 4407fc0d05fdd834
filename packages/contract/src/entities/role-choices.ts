import { RoleCode } from '../roles.js';

/** The list field of the user-editing form that holds what a role manages. */
export type RoleChoiceField =
  'teacherClassList' | 'headTeacherClassList' | 'manageAreaList' | 'manageSchoolList' | 'parentStudentList';

export interface RoleChoice {
  roleCode: RoleCode;
  field: RoleChoiceField | null;
  disabled: boolean;
}

/**
 * §3 role choices on user editing. Code 11 (named headmaster in the role table) is the
 * head teacher of a class, so it carries headTeacherClassList. Organisation admins and
 * area researchers are shown but cannot be chosen here.
 */
export const roleChoices: readonly RoleChoice[] = [
  { roleCode: RoleCode.teacher, field: 'teacherClassList', disabled: false },
  { roleCode: RoleCode.headmaster, field: 'headTeacherClassList', disabled: false },
  { roleCode: RoleCode.areaAdmin, field: 'manageAreaList', disabled: false },
  { roleCode: RoleCode.schoolAdmin, field: 'manageSchoolList', disabled: false },
  { roleCode: RoleCode.parent, field: 'parentStudentList', disabled: false },
  { roleCode: RoleCode.organAdmin, field: null, disabled: true },
  { roleCode: RoleCode.areaTeach, field: null, disabled: true },
];

const choiceByRole = new Map<number, RoleChoice>(roleChoices.map((choice) => [choice.roleCode, choice]));

export function roleChoiceOf(roleCode: number): RoleChoice | undefined {
  return choiceByRole.get(roleCode);
}
