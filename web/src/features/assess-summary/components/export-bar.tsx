import type { ProgressRowKind } from '@pingjia/contract';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, type ExportKind, type ExportQuery } from '../api/download-export';
import { exportsAt } from '../hooks/exports-at';
import { ASSESS_SUMMARY_NS } from '../i18n';

interface ExportBarProps {
  rowKind: ProgressRowKind;
  query: ExportQuery;
}

/** One button per workbook of the level, each with its spinner while it streams and the reason if it fails. */
export function ExportBar({ rowKind, query }: ExportBarProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const [running, setRunning] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
