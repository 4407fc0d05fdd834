import { runsAsExportJob, type ProgressRowKind } from '@pingjia/contract';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportJobControl } from '../../../shared/export-job/export-job-control';
import { downloadExport, type ExportKind, type ExportQuery } from '../api/download-export';
import { exportsAt } from '../hooks/exports-at';
import { ASSESS_SUMMARY_NS } from '../i18n';

interface ExportBarProps {
  rowKind: ProgressRowKind;
  query: ExportQuery;
}

/** A district's or wider figures: each workbook is made by a background job, with its progress and link. */
function AreaExports({ rowKind, query }: ExportBarProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const area = { taskGroupId: query.taskGroupId, activityId: query.activityId, node: query.node };
  return (
    <div role="group" aria-label={t('export.label')}>
      <Space wrap align="start">
        {exportsAt(rowKind).map((kind) => {
          // Only the figures' exports are offered above a school (exportsAt), and they are the job's kinds.
          if (kind !== 'completionStatus' && kind !== 'finishRate') return null;
          const request = { kind, query: area };
          return <ExportJobControl key={JSON.stringify(request)} request={request} label={t(`export.${kind}`)} />;
        })}
      </Space>
    </div>
  );
}

/**
 * One button per workbook of the level. A school's, grade's or class's download at once, each with
 * its spinner while it streams and the reason if it fails; a district's or more run as jobs.
 */
export function ExportBar({ rowKind, query }: ExportBarProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const [running, setRunning] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (runsAsExportJob(rowKind)) return <AreaExports rowKind={rowKind} query={query} />;
  const run = async (kind: ExportKind) => {
    setRunning(kind);
    setFailure(null);
    try {
      await downloadExport(kind, query, t(`export.fileNames.${kind}`));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(null);
    }
  };
  return (
    <div role="group" aria-label={t('export.label')}>
      <Space wrap>
        {exportsAt(rowKind).map((kind) => (
          <Button
            key={kind}
            loading={running === kind}
            disabled={running !== null && running !== kind}
            onClick={() => void run(kind)}
          >
            {t(`export.${kind}`)}
          </Button>
        ))}
        {running !== null && <span role="status">{t('export.running')}</span>}
      </Space>
      {failure !== null && <Alert type="error" showIcon title={t('export.failed', { message: failure })} />}
    </div>
  );
}
