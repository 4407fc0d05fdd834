import type { ApiRoute } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** Ours (docs/decisions.md, "Students' evaluation domain (server)"): the student has seen their new medals, so they stop being new marks. */
const route: ApiRoute = { method: 'POST', path: '/wj/api/index/readNewMark' };

export async function readNewMarks(): Promise<void> {
  await http.request<null>(route, { quiet: true });
}
