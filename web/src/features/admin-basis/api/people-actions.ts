import { admin } from '@pingjia/contract';
import type { ApiRoute } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

/** Students and teachers share these calls; each table passes its own routes. */
export interface PeopleRoutes {
  updateState: ApiRoute;
  resetPassword: ApiRoute;
}

export const studentRoutes: PeopleRoutes = {
  updateState: admin.studentUpdateState,
  resetPassword: admin.studentBatchResetPassword,
};

export const teacherRoutes: PeopleRoutes = {
  updateState: admin.teacherUpdateState,
  resetPassword: admin.teacherBatchResetPassword,
};

export async function updateState(route: ApiRoute, userIds: number[], state: 0 | 1): Promise<void> {
  await http.request<unknown>(route, { body: { userIds, state } });
}

export async function resetPasswords(route: ApiRoute, userIds: number[], password: string): Promise<void> {
  const [sealed] = await sealForTransport([password]);
  await http.request<unknown>(route, { body: { userIds, password: sealed } });
}

export async function resetGradePassword(gradeId: number, password: string): Promise<void> {
  const [sealed] = await sealForTransport([password]);
  await http.request<unknown>(admin.resetGradePassword, {
    body: { gradeId, password: sealed },
  });
}
