import { SCHOOL_SEARCH, sso } from '@pingjia/contract';
import type { RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §7/§9 school search: page 1, 50 a page. */
export function searchSchools(name: string): Promise<RouteData<typeof sso.getSchool>> {
  return http.request(sso.getSchool, {
    query: { name, pageIndex: SCHOOL_SEARCH.pageIndex, pageSize: SCHOOL_SEARCH.pageSize },
  });
}
