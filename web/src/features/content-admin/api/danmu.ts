import { other } from '@pingjia/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export interface DanmuMessage {
  id: number;
  content: string;
  enabled: boolean;
  sort: number;
}

export type DanmuDraft = Omit<DanmuMessage, 'id'> & { id?: number };

/** The server's limit (danmu/save); the form shows it before sending. */
export const DANMU_MAX_CHARS = 40;

export const danmuQueryKey = ['content-admin', 'danmu'] as const;

export const danmuQueryOptions = queryOptions({
  queryKey: danmuQueryKey,
  queryFn: () => http.request<DanmuMessage[]>(other.danmuAll),
});

export function useDanmuMessages() {
  return useQuery(danmuQueryOptions);
}

export function useSaveDanmu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: DanmuDraft) => http.request<DanmuMessage>(other.danmuSave, { body: draft }),
    onSuccess: () => client.invalidateQueries({ queryKey: danmuQueryKey }),
  });
}
