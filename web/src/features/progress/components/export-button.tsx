import { useQuery } from '@tanstack/react-query';
import { runsAsExportJob } from '@pingjia/contract';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportJobControl } from '../../../shared/export-job/export-job-control';
import { downloadProgress } from '../api/download-progress';
import { progressDetailQueryOptions, type ProgressPageQuery } from '../api/progress-detail';
import { PROGRESS_NS } from '../i18n';

/**
 * Exports every row of the level shown (all pages). A school's, grade's or class's downloads at
 * once, with a status while it runs and the reason if it fails; a district's or more is made by a
 * background job whose progress and file link show here.
 */
export function ExportButton({ query }: { query: ProgressPageQuery }) {
  const { t } = useTranslation(PROGRESS_NS);
  // The table's own query (cached): the level decides which way the export goes.
  const detail = useQuery(progressDetailQueryOptions(query));
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { pageIndex: _pageIndex, pageSize: _pageSize, ...rows } = query;
  const rowKind = detail.isPlaceholderData ? undefined : detail.data?.rowKind;
  if (rowKind !== undefined && runsAsExportJob(rowKind)) {
    // Student filters belong to a class's list; an area's export holds all of its students.
    const { keyword: _keyword, status: _status, ...area } = rows;
    const request = { kind: 'progressDetails' as const, query: area };
    return <ExportJobControl key={JSON.stringify(request)} request={request} label={t('export.button')} />;
  }
  const run = async () => {
    setRunning(true);
    setFailure(null);
    try {
      await downloadProgress(rows, t('export.fileName'));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space wrap>
      <Button loading={running} disabled={rowKind === undefined} onClick={() => void run()}>
        {t('export.button')}
      </Button>
      {running && <span role="status">{t('export.running')}</span>}
      {failure !== null && <Alert type="error" showIcon title={t('export.failed', { message: failure })} />}
    </Space>
  );
}
