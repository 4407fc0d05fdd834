import { star } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { starQueryKey } from './types';

export const tabTypesQueryOptions = queryOptions({
  queryKey: [...starQueryKey, 'tabTypes'],
  queryFn: () => http.request(star.getTabType, { query: {} }),
  staleTime: Infinity,
});
