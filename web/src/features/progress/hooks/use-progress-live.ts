import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { progressKey } from '../api/progress-detail';
import { progressEventsUrl, watchProgressEvents } from '../api/progress-events';

/**
 * While the page shows a task group, its figures follow every answer and reset in the caller's
 * scope: a server event refreshes the progress queries on screen, whichever server took the change.
 */
export function useProgressLive(taskGroupId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (taskGroupId === undefined || typeof EventSource === 'undefined') return;
    return watchProgressEvents(progressEventsUrl(taskGroupId), () => {
      void queryClient.invalidateQueries({ queryKey: progressKey });
    });
  }, [taskGroupId, queryClient]);
}
