import { BindType, userParent } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

export interface Candidate {
  loginName: string;
  userName: string;
  gradeName: string | null;
  className: string | null;
}

export interface BindResult {
  bound: boolean;
  accounts: Candidate[];
}

export interface IdentityValues {
  userName: string;
  schoolId: number;
  certificateType: number;
  certificateCode: string;
}

/** Type 1: the child's account and password; the password leaves sealed (§9). */
export async function bindByAccount(loginName: string, password: string): Promise<BindResult> {
  const [sealed] = await sealForTransport([password]);
  return http.request<BindResult>(userParent.bindParents, {
    body: { type: BindType.account, loginName, password: sealed },
  });
}

/** Type 2, or type 3 with the account the parent chose among several matches; the code leaves sealed. */
export async function bindByIdentity(values: IdentityValues, chosenLoginName?: string): Promise<BindResult> {
  const [certificateCode] = await sealForTransport([values.certificateCode]);
  const chosen = chosenLoginName === undefined ? {} : { loginName: chosenLoginName };
  return http.request<BindResult>(userParent.bindParents, {
    body: {
      type: chosenLoginName === undefined ? BindType.personalInfo : BindType.confirmAccount,
      userName: values.userName,
      schoolId: values.schoolId,
      certificateType: values.certificateType,
      certificateCode,
      ...chosen,
    },
  });
}
