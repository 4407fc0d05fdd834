import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isExportJobFinished } from '@pingjia/contract';
import { useState } from 'react';
import { usePolledJob } from '../jobs/use-polled-job';
import { latestExportJob, readExportJob, startExportJob, type ExportJob, type ExportRequest } from './export-job-calls';

const jobKey = (jobId: string | null) => ['exportJob', jobId] as const;

/**
 * One export's background job: the newest one of the same export (so a reload finds it again),
 * a start, and polling while it runs.
 */
export function useExportJob(request: ExportRequest) {
  const client = useQueryClient();
  const [startedId, setStartedId] = useState<string | null>(null);
  const latest = useQuery({ queryKey: ['exportJob', 'latest', request], queryFn: () => latestExportJob(request) });
  const jobId = startedId ?? latest.data?.jobId ?? null;
  const polled = usePolledJob<ExportJob>({
    queryKey: jobKey(jobId),
    read: () => readExportJob(jobId ?? ''),
    jobId,
    isFinished: (job) => isExportJobFinished(job.state),
  });
  const start = useMutation({
    mutationFn: () => startExportJob(request),
    onSuccess: (job) => {
      client.setQueryData(jobKey(job.jobId), job);
      setStartedId(job.jobId);
    },
  });
  return {
    job: polled.data ?? (jobId === latest.data?.jobId ? latest.data : undefined),
    start: () => start.mutate(),
    starting: start.isPending,
    failure: start.error ?? polled.error,
  };
}
