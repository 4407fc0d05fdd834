import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '../../../shared/export-job/export-job-calls';
import { useExportJob } from '../../../shared/export-job/use-export-job';
import { downloadByLink } from '../api/link-download';
import { REPORT_PDF_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

interface ClassReportZipButtonProps {
  taskGroupId: number;
  classId: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where the zip stands: a bar of reports drawn out of the class's students, and in words. */
function ZipProgress({ job }: { job: ExportJob }) {
  const { t } = useTranslation(REPORT_PDF_NS);
  const count = t('zipCount', { done: job.doneRows, total: job.totalRows });
  const words =
    job.state === 'queued'
      ? t('zipQueued')
      : job.state === 'done'
        ? t('zipReady', { total: job.totalRows, time: job.finishedAt ?? '' })
        : count;
  return (
    <Space>
      <progress
        aria-label={t('zipProgress', { scope: job.scopeName })}
        aria-valuetext={count}
        max={Math.max(job.totalRows, 1)}
        value={job.state === 'done' ? Math.max(job.totalRows, 1) : job.doneRows}
      />
      <span role="status">{words}</span>
    </Space>
  );
}

/**
 * The class's student report PDFs in one zip: a background export job (one PDF per student, drawn
 * one after another), its progress, and the download through downloadZipFile once it is made. The
 * newest zip of the same class and report shows again after a reload.
 */
export function ClassReportZipButton({ taskGroupId, classId }: ClassReportZipButtonProps) {
  const { t } = useTranslation(REPORT_PDF_NS);
  const { job, start, starting, failure } = useExportJob({ kind: 'classReportPdfs', query: { taskGroupId, classId } });
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const running = job?.state === 'queued' || job?.state === 'running';
  const download = (fileName: string, downloadName: string) => {
    setDownloadFailure(null);
    downloadByLink('downloadZipFile', fileName, downloadName).catch((error: unknown) =>
      setDownloadFailure(messageOf(error)),
    );
  };
  const problems = [
    job?.state === 'failed' ? (job.failure ?? '') : null,
    failure ? messageOf(failure) : null,
    downloadFailure,
  ].filter((problem): problem is string => problem !== null);
  return (
    <Space orientation="vertical" size="small">
      <Space wrap>
        <Button loading={starting || running} onClick={start}>
          {t('zip')}
        </Button>
        {job && <ZipProgress job={job} />}
        {job?.state === 'done' && job.fileName !== null && (
          <Button type="link" onClick={() => download(job.fileName ?? '', job.downloadName ?? '')}>
            {t('zipDownload', { file: job.downloadName ?? '' })}
          </Button>
        )}
      </Space>
      {!job && <Typography.Text type="secondary">{t('zipHint')}</Typography.Text>}
      {problems.map((problem) => (
        <Alert key={problem} type="error" showIcon title={t('zipFailed', { message: problem })} />
      ))}
    </Space>
  );
}
