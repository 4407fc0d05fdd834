import { useQuery, type QueryKey } from '@tanstack/react-query';

const POLL_MS = 800;

interface PolledJob<T> {
  queryKey: QueryKey;
  /** Reads the job; the server keeps it in the database, so any instance answers. */
  read: () => Promise<T>;
  /** Null until there is a job to follow. */
  jobId: string | null;
  /** Whether the job has stopped: polling ends then. */
  isFinished: (job: T) => boolean;
}

/** Polls a background job (an import, an export) until it has stopped. */
export function usePolledJob<T>({ queryKey, read, jobId, isFinished }: PolledJob<T>) {
  return useQuery({
    queryKey,
    queryFn: read,
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : POLL_MS),
  });
}
