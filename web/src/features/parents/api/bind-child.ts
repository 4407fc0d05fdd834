import { BindType, userParent } from '@pingjia/contract';
import type { RouteData, RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

export type BindResult = RouteData<typeof userParent.bindParents>;
export type Candidate = BindResult['accounts'][number];
type IdentityBody = Extract<RouteInput<typeof userParent.bindParents>['body'], { type: typeof BindType.personalInfo }>;
/** The personal-information tab's fields; the certificate code is still plain text here. */
export type IdentityValues = Omit<IdentityBody, 'type'>;

/** Type 1: the child's account and password; the password leaves sealed (§9). */
export async function bindByAccount(loginName: string, password: string): Promise<BindResult> {
  const [sealed] = await sealForTransport([password]);
  return http.request(userParent.bindParents, {
    body: { type: BindType.account, loginName, password: sealed },
  });
}

/** Type 2, or type 3 with the account the parent chose among several matches; the code leaves sealed. */
export async function bindByIdentity(values: IdentityValues, chosenLoginName?: string): Promise<BindResult> {
  const [certificateCode] = await sealForTransport([values.certificateCode]);
  const { userName, schoolId, certificateType } = values;
  const identity = { userName, schoolId, certificateType, certificateCode };
  const body =
    chosenLoginName === undefined
      ? { type: BindType.personalInfo, ...identity }
      : { type: BindType.confirmAccount, ...identity, loginName: chosenLoginName };
  return http.request(userParent.bindParents, { body });
}
