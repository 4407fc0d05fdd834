import { signInLimits } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** Lifts the account's waits and refusals after too many wrong passwords (from every address). */
export async function unlockSignIn(userId: number): Promise<void> {
  await http.request(signInLimits.unlockSignIn, { body: { userId } });
}
