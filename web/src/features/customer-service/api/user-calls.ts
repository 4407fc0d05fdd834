import { externalUser } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

export interface CustomerUser {
  id: number;
  userName: string;
  loginName: string;
  userType: number;
  gender: string;
  phone: string | null;
  state: number;
  schoolName: string | null;
  gradeName: string | null;
  className: string | null;
}

export interface UserQuery {
  userName?: string;
  loginName?: string;
  phone?: string;
  schoolName?: string;
}

export const usersKey = ['customerService', 'users'] as const;

export function findUsers(query: UserQuery, pageIndex: number): Promise<{ records: CustomerUser[]; total: number }> {
  return http.request(externalUser.customerGetUserPage, { body: { ...query, pageIndex, pageSize: 20 } });
}

export interface UserInfoUpdate {
  userId: number;
  userName: string;
  loginName: string;
  gender: '0' | '1';
  /** Left out to keep the bound phone. */
  phone?: string;
}

export async function updateUserInfo(update: UserInfoUpdate): Promise<void> {
  await http.request<unknown>(externalUser.updateUserInfoByCustomer, { body: update });
}

export async function resetUserPassword(userId: number, password: string): Promise<void> {
  const [sealed] = await sealForTransport([password]);
  await http.request<unknown>(externalUser.batchUpdateUserPW, { body: { userIds: [userId], password: sealed } });
}

export async function setUserState(userId: number, state: 0 | 1): Promise<void> {
  await http.request<unknown>(externalUser.batchUpdateStateByCustomer, { body: { userIds: [userId], state } });
}
