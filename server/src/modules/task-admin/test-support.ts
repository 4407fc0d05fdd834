import type { ApiRoute, RouteData } from '@pingjia/contract';
import { body } from '../../test/harness.js';
import { addToPlan, createActivity, createTaskGroup } from '../evaluation/test-factories.js';
import { progressDistrict } from '../progress/test-district.js';
import type { Client } from '../progress/test-support.js';

const DAY_MS = 86_400_000;

/**
 * progressDistrict (see progress/test-district.ts) and two more task groups of 七年级 at
 * school 1: one ended a month ago (one activity, nobody touched it), one starting in five days.
 */
export async function taskAdminDistrict() {
  const district = await progressDistrict();
  const now = Date.now();
  const ended = await createTaskGroup({
    name: '春季评价',
    startTime: new Date(now - 60 * DAY_MS),
    endTime: new Date(now - 30 * DAY_MS),
  });
  const upcoming = await createTaskGroup({ name: '冬季评价', startTime: new Date(now + 5 * DAY_MS) });
  const { activityId: endedActivityId } = await createActivity(ended.id, { name: '春季活动' });
  await addToPlan(district.class1.gradeId, [ended.id, upcoming.id]);
  return { ...district, ended, upcoming, endedActivityId };
}

/** GET sends the input as the query, POST as the body. */
export function send(client: Client, route: ApiRoute, input: Record<string, string | number | undefined> = {}) {
  if (route.method === 'POST') return client.post(route.path, input);
  const query = Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  return client.get(route.path, query);
}

export async function dataOf<R extends ApiRoute>(
  client: Client,
  route: R,
  input?: Record<string, string | number | undefined>,
): Promise<RouteData<R>> {
  const reply = body<RouteData<R>>(await send(client, route, input));
  if (!reply.success) throw new Error(`${route.name} failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

/** A refusal as the caller sees it, to compare an out-of-scope answer with a missing one. */
export async function refusalOf(client: Client, route: ApiRoute, input: Record<string, string | number | undefined>) {
  const { code, message, data } = body(await send(client, route, input));
  return { code, message, data };
}
