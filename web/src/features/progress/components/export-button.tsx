import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadProgress } from '../api/download-progress';
import type { ProgressPageQuery } from '../api/progress-detail';
import { PROGRESS_NS } from '../i18n';

/** Exports every row of the level shown (all pages), with a status while it runs and the reason if it fails. */
export function ExportButton({ query }: { query: ProgressPageQuery }) {
  const { t } = useTranslation(PROGRESS_NS);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setRunning(true);
    setFailure(null);
    const { pageIndex: _pageIndex, pageSize: _pageSize, ...rows } = query;
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
      <Button loading={running} onClick={() => void run()}>
        {t('export.button')}
      </Button>
      {running && <span role="status">{t('export.running')}</span>}
      {failure !== null && <Alert type="error" showIcon title={t('export.failed', { message: failure })} />}
    </Space>
  );
}
