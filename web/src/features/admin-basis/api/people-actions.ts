import { admin, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

/** Students and teachers share these calls; each table passes its own routes. */
export const studentRoutes = {
  updateState: admin.studentUpdateState,
  resetPassword: admin.studentBatchResetPassword,
};

export const teacherRoutes = {
  updateState: admin.teacherUpdateState,
  resetPassword: admin.teacherBatchResetPassword,
};

export type PeopleRoutes = typeof studentRoutes | typeof teacherRoutes;

type PasswordRoute = PeopleRoutes['resetPassword'] | typeof admin.parentBatchResetPassword;

export async function updateState(route: PeopleRoutes['updateState'], userIds: number[], state: 0 | 1): Promise<void> {
  await http.request(route, { body: { userIds, state } });
}

export async function resetPasswords(route: PasswordRoute, userIds: number[], password: string): Promise<void> {
  const [sealed] = await sealForTransport([password]);
  await http.request(route, { body: { userIds, password: sealed } });
}

/** A grade and its students' new initial password, plain here and sealed before it leaves the browser (§9). */
export type GradeReset = RouteInput<typeof admin.resetGradePassword>['body'];

export async function resetGradePassword(gradeId: number, password: string): Promise<void> {
  const [sealed] = await sealForTransport([password]);
  await http.request(admin.resetGradePassword, {
    body: { gradeId, password: sealed },
  });
}
