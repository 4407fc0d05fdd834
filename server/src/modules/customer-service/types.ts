import type { CallBody, externalUserCalls } from '@pingjia/contract';

/** The shapes of the customer-service calls (contract `externalUser`), as the services read them. */
export type UserQuery = CallBody<typeof externalUserCalls.customerGetUserPage>;
export type UpdateUserInfo = CallBody<typeof externalUserCalls.updateUserInfoByCustomer>;
export type UpdateStudent = CallBody<typeof externalUserCalls.updateStudent>;
