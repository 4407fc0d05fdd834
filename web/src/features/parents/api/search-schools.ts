import { api, SCHOOL_SEARCH } from '@pingjia/contract';
import type { SchoolSearchResult } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §7/§9 school search: page 1, 50 a page. */
export function searchSchools(name: string): Promise<SchoolSearchResult> {
  return http.request<SchoolSearchResult>(api.sso.getSchool, {
    query: { name, pageIndex: SCHOOL_SEARCH.pageIndex, pageSize: SCHOOL_SEARCH.pageSize },
  });
}
