import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadJobFile, jobFileUrl, type ExportJob, type ExportRequest } from './export-job-calls';
import { EXPORT_JOB_NS } from './i18n';
import { useExportJob } from './use-export-job';
import './export-job.css';
import { Typography } from '../admin/typography';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where the job stands: a bar of rows done out of the total, and what it is doing in words. */
function JobProgress({ job, label }: { job: ExportJob; label: string }) {
  const { t } = useTranslation(EXPORT_JOB_NS);
  const rows = t('rows', { done: job.doneRows, total: job.totalRows });
  const words =
    job.state === 'queued'
      ? t('queued')
      : job.state === 'done'
        ? t('ready', { total: job.totalRows, time: job.finishedAt ?? '' })
        : rows;
  return (
    <span className="pj-export-job__progress">
      <progress
        aria-label={t('progressLabel', { label, scope: job.scopeName })}
        aria-valuetext={rows}
        max={Math.max(job.totalRows, 1)}
        value={job.state === 'done' ? Math.max(job.totalRows, 1) : job.doneRows}
      />
      <span role="status">{words}</span>
    </span>
  );
}

interface ExportJobControlProps {
  request: ExportRequest;
  /** The button's words (the export it makes). */
  label: string;
}

/**
 * The export of a district or more: a button that starts its background job (again, for fresh
 * figures, once one has stopped), the job's progress, and a link to its file once it is made. The
 * newest job of the same export shows again after a reload.
 */
export function ExportJobControl({ request, label }: ExportJobControlProps) {
  const { t } = useTranslation(EXPORT_JOB_NS);
  const { job, start, starting, failure } = useExportJob(request);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const running = job?.state === 'queued' || job?.state === 'running';
  const download = (fileName: string) => {
    setDownloadFailure(null);
    downloadJobFile(fileName).catch((error: unknown) => setDownloadFailure(messageOf(error)));
  };
  return (
    <Space orientation="vertical" size="small" className="pj-export-job">
      <Space wrap>
        <Button loading={starting || running} onClick={start}>
          {label}
        </Button>
        {job && <JobProgress job={job} label={label} />}
        {job?.state === 'done' && job.fileName !== null && (
          <a
            href={jobFileUrl(job.fileName)}
            onClick={(event) => {
              event.preventDefault();
              download(job.fileName ?? '');
            }}
          >
            {t('download', { scope: job.scopeName, file: job.downloadName ?? '' })}
          </a>
        )}
      </Space>
      {!job && <Typography.Text type="secondary">{t('background')}</Typography.Text>}
      {job?.state === 'failed' && <Alert type="error" showIcon title={t('failed', { message: job.failure ?? '' })} />}
      {failure && <Alert type="error" showIcon title={t('failed', { message: messageOf(failure) })} />}
      {downloadFailure !== null && <Alert type="error" showIcon title={t('failed', { message: downloadFailure })} />}
    </Space>
  );
}
