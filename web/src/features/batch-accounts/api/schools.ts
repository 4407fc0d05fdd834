import { admin } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** The schools the caller may import into. */
export function useSchools() {
  return useQuery({
    queryKey: ['batchAccounts', 'schools'],
    queryFn: () =>
      http.request(admin.schoolList, {
        body: { pageIndex: 1, pageSize: 100 },
      }),
    select: (page) => page.records,
  });
}
