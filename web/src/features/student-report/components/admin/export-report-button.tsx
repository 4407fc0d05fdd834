import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportStudentReport, type StudentReportExport } from '../../api/export-student-report';
import { STUDENT_REPORT_NS } from '../../i18n';

/** The report's figures as a workbook; the reason shows beside the button when it fails. */
export function ExportReportButton({ query, fileName }: { query: StudentReportExport; fileName: string }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setRunning(true);
    setFailure(null);
    try {
      await exportStudentReport(query, fileName);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space wrap>
      <Button loading={running} onClick={() => void run()}>
        {t('admin.export')}
      </Button>
      {running && <span role="status">{t('admin.exporting')}</span>}
      {failure !== null && <Alert type="error" showIcon title={t('admin.exportFailed', { message: failure })} />}
    </Space>
  );
}
