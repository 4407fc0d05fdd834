import { usePolledJob } from '../../../shared/jobs/use-polled-job';
import { readProgress, type ImportJob } from '../api/import-calls';

/** Polls a job until it is done or failed; any server answers, the job lives in the database. */
export function useImportJob(jobId: string | null) {
  return usePolledJob<ImportJob>({
    queryKey: ['batchAccounts', 'job', jobId],
    read: () => readProgress(jobId ?? ''),
    jobId,
    isFinished: (job) => job.state !== 'running',
  });
}
