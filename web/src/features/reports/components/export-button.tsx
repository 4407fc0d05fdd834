import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';

interface ExportButtonProps {
  label: string;
  /** Downloads the workbook; a failure is thrown with its text. */
  download: () => Promise<void>;
}

/** A workbook of what the screen shows, with a status while it downloads and the reason if it fails. */
export function ExportButton({ label, download }: ExportButtonProps) {
  const { t } = useTranslation(REPORTS_NS);
  const [isRunning, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setRunning(true);
    setFailure(null);
    try {
      await download();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space wrap>
      {/* Disabled rather than antd's `loading`, as the publish button: the status beside it says why. */}
      <Button disabled={isRunning} onClick={() => void run()}>
        {label}
      </Button>
      {isRunning && <span role="status">{t('export.running')}</span>}
      {failure !== null && <Alert type="error" showIcon title={t('export.failed', { message: failure })} />}
    </Space>
  );
}
