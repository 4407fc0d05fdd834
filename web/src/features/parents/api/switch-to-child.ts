import { login, userParent } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** The acting session's token for a bound child (the platform's acting mechanism). */
export async function switchToChild(studentId: number): Promise<string> {
  const { token } = await http.request(userParent.parentsSwitchStudentPasswordFreeLogin, { query: { studentId } });
  return token;
}

/** Ends acting and hands back a fresh token of the parent's own session. */
export async function endActing(): Promise<string> {
  const { token } = await http.request(login.endActing);
  return token;
}
