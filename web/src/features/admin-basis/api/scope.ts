import { admin, type Capability } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { areasQueryOptions } from './areas';

export const myScopeQueryOptions = queryOptions({
  queryKey: ['adminBasis', 'scope'],
  queryFn: () => http.request(admin.getMyScope),
});

/** The caller's level and capabilities: a page hides what the server would refuse. */
export function useMyScope() {
  return useQuery(myScopeQueryOptions);
}

export function useCan(capability: Capability): boolean {
  return useMyScope().data?.capabilities.includes(capability) ?? false;
}

/** The schools in scope, for filters and dialogs (a school admin has one or a few). */
export function useSchoolChoices() {
  return useQuery({
    queryKey: ['adminBasis', 'schoolChoices'],
    queryFn: () =>
      http.request(admin.schoolList, {
        body: { pageIndex: 1, pageSize: 100 },
      }),
    select: (page) => page.records,
  });
}

/** The classes in scope, for filters, the student dialog and the teacher's role lists. */
export function useClassChoices() {
  return useQuery({
    queryKey: ['adminBasis', 'classChoices'],
    queryFn: () =>
      http.request(admin.classList, {
        body: { pageIndex: 1, pageSize: 100 },
      }),
    select: (page) => page.records,
  });
}

/** Areas in scope: for the area choices of dialogs and filters (area-level roles only). */
export function useAreaChoices(enabled: boolean) {
  return useQuery({ ...areasQueryOptions, enabled });
}
