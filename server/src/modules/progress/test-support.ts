import { api, type ProgressCounts, type ProgressDetail } from '@pingjia/contract';
import { authed, body, signIn, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';

export type Client = ReturnType<typeof authed>;

export async function clientOf(t: TestApp, user: { loginName: string }): Promise<Client> {
  return authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
}

/** The counts a tally gives: participants and the rate follow from the statuses. */
export function counts(tally: Partial<Omit<ProgressCounts, 'participants' | 'completionRate'>>): ProgressCounts {
  const full = { done: 0, waived: 0, inProgress: 0, notStarted: 0, notTakingPart: 0, timeSpentSeconds: 0, ...tally };
  const participants = full.done + full.waived + full.inProgress + full.notStarted;
  return { ...full, participants, completionRate: participants === 0 ? 0 : full.done / participants };
}

export async function detailOf(client: Client, input: object) {
  const reply = body<ProgressDetail>(await client.post(api.progress.progressDetail.path, input));
  if (!reply.success) throw new Error(`progressDetail failed: ${reply.code} ${reply.message}`);
  return reply.data;
}
