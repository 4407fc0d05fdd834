import { externalUser, isFamilyAccount, type RouteData, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

type UserPage = RouteData<typeof externalUser.customerGetUserPage>;
export type CustomerUser = UserPage['records'][number];

/** The page's search fields: name, account, phone and school. */
export type UserQuery = Pick<
  NonNullable<RouteInput<typeof externalUser.customerGetUserPage>['body']>,
  'userName' | 'loginName' | 'phone' | 'schoolName'
>;

export const usersKey = ['customerService', 'users'] as const;

export function findUsers(query: UserQuery, pageIndex: number): Promise<UserPage> {
  return http.request(externalUser.customerGetUserPage, { body: { ...query, pageIndex, pageSize: 20 } });
}

/** A phone left out keeps the bound one. */
export type UserInfoUpdate = RouteInput<typeof externalUser.updateUserInfoByCustomer>['body'];

export async function updateUserInfo(update: UserInfoUpdate): Promise<void> {
  await http.request(externalUser.updateUserInfoByCustomer, { body: update });
}

/** The reason goes into the audit log with the reset. */
export async function resetUserPassword(userId: number, password: string, reason: string): Promise<void> {
  const [sealed] = await sealForTransport([password]);
  await http.request(externalUser.batchUpdateUserPW, { body: { userIds: [userId], password: sealed, reason } });
}

export async function setUserState(userId: number, state: 0 | 1, reason: string): Promise<void> {
  await http.request(externalUser.batchUpdateStateByCustomer, { body: { userIds: [userId], state, reason } });
}

/** Staff accounts are their managers' business: customer service changes students' and parents' only. */
export function isChangeable(user: CustomerUser): boolean {
  const roleCodes = user.roleIds.split(',').filter(Boolean).map(Number);
  return isFamilyAccount({ userType: user.userType, roleCodes });
}
