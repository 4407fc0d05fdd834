import type { adminCalls, CallBody } from '@pingjia/contract';
import type { z } from 'zod';

/** The shapes of the teacher calls (contract `admin` people part), as the services read them. */
export type TeacherFilter = CallBody<typeof adminCalls.teacherExport>;
export type TeacherSave = CallBody<typeof adminCalls.teacherSaveOrUpdate>;
/** §3 role choices on user editing: one list per choosable role. */
export type RoleLists = Pick<
  TeacherSave,
  'teacherClassList' | 'headTeacherClassList' | 'manageSchoolList' | 'manageAreaList' | 'parentStudentList'
>;
export type TeacherRecord = z.output<typeof adminCalls.areaManagerGet.response>;
