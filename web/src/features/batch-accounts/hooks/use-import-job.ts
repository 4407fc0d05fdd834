import { useQuery } from '@tanstack/react-query';
import { readProgress } from '../api/import-calls';

const POLL_MS = 800;

/** Polls a job until it is done or failed; any server answers, the job lives in the database. */
export function useImportJob(jobId: string | null) {
  return useQuery({
    queryKey: ['batchAccounts', 'job', jobId],
    queryFn: () => readProgress(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' || !query.state.data ? POLL_MS : false),
  });
}
