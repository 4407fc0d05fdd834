import { progress } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** The user types whose progress is followed (students today). */
export const userTypesQueryOptions = queryOptions({
  queryKey: ['progress', 'userTypes'],
  queryFn: () => http.request(progress.getUserTypeList),
  staleTime: Infinity,
});
