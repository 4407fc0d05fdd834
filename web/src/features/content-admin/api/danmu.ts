import { other, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type DanmuMessage = RouteData<typeof other.danmuAll>[number];

/** Without an id it adds a message. */
export type DanmuDraft = RouteInput<typeof other.danmuSave>['body'];

/** The server's limit (danmu/save); the form shows it before sending. */
export const DANMU_MAX_CHARS = 40;

export const danmuQueryKey = ['content-admin', 'danmu'] as const;

export const danmuQueryOptions = queryOptions({
  queryKey: danmuQueryKey,
  queryFn: () => http.request(other.danmuAll),
});

export function useDanmuMessages() {
  return useQuery(danmuQueryOptions);
}

export function useSaveDanmu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: DanmuDraft) => http.request(other.danmuSave, { body: draft }),
    onSuccess: () => client.invalidateQueries({ queryKey: danmuQueryKey }),
  });
}
