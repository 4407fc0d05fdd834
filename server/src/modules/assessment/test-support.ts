import type { ApiRoute, RouteData } from '@pingjia/contract';
import { body } from '../../test/harness.js';
import type { Client } from '../progress/test-support.js';

/** The data of a summary call, or a thrown failure naming its code. */
export async function dataOf<R extends ApiRoute>(client: Client, route: R, input: object): Promise<RouteData<R>> {
  const reply = body<RouteData<R>>(await client.post(route.path, input));
  if (!reply.success) throw new Error(`${route.name} failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

/** A refusal's visible parts, to compare one refusal with another. */
export async function refusalOf(client: Client, route: ApiRoute, input: object) {
  const { code, message, data } = body(await client.post(route.path, input));
  return { code, message, data };
}
