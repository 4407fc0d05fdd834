import type { admin, RouteData, RouteInput } from '@pingjia/contract';

/* The administration calls' shapes as this feature reads them, taken from the contract. */

type BodyOf<R> = NonNullable<RouteInput<R>['body']>;
type RecordOf<R> = RouteData<R> extends { records: (infer T)[] } ? T : never;

/**
 * What a paged table sends: its page and the filters of any table (each list call reads its own,
 * and the server drops the rest).
 */
export type PageQuery = Required<Pick<BodyOf<typeof admin.studentList>, 'pageIndex' | 'pageSize'>> &
  BodyOf<typeof admin.studentList> &
  BodyOf<typeof admin.teacherList> &
  BodyOf<typeof admin.areaManagerList> &
  BodyOf<typeof admin.classList> &
  BodyOf<typeof admin.schoolList>;

/** A table's filters: what its list and its export read. */
export type Filters = Omit<PageQuery, 'pageIndex' | 'pageSize'>;

export type StudentRecord = RecordOf<typeof admin.studentList>;
/** Staff and area managers share one record. */
export type TeacherRecord = RecordOf<typeof admin.teacherList>;
export type Named = TeacherRecord['teacherClassList'][number];
export type ClassRecord = RecordOf<typeof admin.classList>;
export type SchoolRecord = RecordOf<typeof admin.schoolList>;
export type AreaRecord = RouteData<typeof admin.areaList>[number];

export type TaskGroupChoice = RouteData<typeof admin.planTaskGroups>[number];
export type GradePlan = RouteData<typeof admin.planList>[number];

export type ParticipationSubject = BodyOf<typeof admin.batchParticipation>['subjectType'];
export type SchoolParticipation = RecordOf<typeof admin.participationList>;
export type StudentParticipation = RecordOf<typeof admin.participationStudents>;
