import { star } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { starQueryKey } from './types';

export const calendarChildrenQueryOptions = queryOptions({
  queryKey: [...starQueryKey, 'children'],
  queryFn: () => http.request(star.listChildren, { query: {} }),
});
