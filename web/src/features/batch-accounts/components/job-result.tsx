import { Alert, Button, Progress, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportJob } from '../api/import-calls';
import { downloadErrorWorkbook } from '../api/import-calls';
import { BATCH_ACCOUNTS_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

/** A job's progress, then its per-row result: the rejected rows with their §5 texts and what would be created. */
export function JobResult({ job }: { job: ImportJob }) {
  const { t } = useTranslation(BATCH_ACCOUNTS_NS);
  const counts = { done: job.processedRows, total: job.totalRows };
  if (job.state === 'running') {
    const percent = job.totalRows > 0 ? Math.floor((job.processedRows * 100) / job.totalRows) : 0;
    return (
      <div role="status">
        <Typography.Text>{t(job.mode === 'dryRun' ? 'checking' : 'importing', counts)}</Typography.Text>
        <Progress percent={percent} status="active" />
      </div>
    );
  }
  if (job.state === 'failed') return <Alert type="error" showIcon title={t('failed', { reason: job.failure ?? '' })} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {job.mode === 'import' ? (
        <Alert type="success" showIcon role="status" title={t('imported', { count: job.importedRows })} />
      ) : (
        <Alert
          type={job.rejectedCount > 0 ? 'warning' : 'info'}
          showIcon
          role="status"
          title={t('summary', {
            total: job.totalRows,
            valid: job.validRows,
            rejected: job.rejectedCount,
          })}
        />
      )}
      {job.rejectedCount > 0 && (
        <>
          <Space>
            <Typography.Title level={5}>{t('rejectedTitle')}</Typography.Title>
            <Button onClick={() => void downloadErrorWorkbook(job.jobId)}>{t('errorWorkbook')}</Button>
          </Space>
          <Table
            rowKey="rowNumber"
            size="small"
            pagination={{ pageSize: 20 }}
            dataSource={job.rejected}
            columns={[
              { title: t('row'), dataIndex: 'rowNumber', width: 80 },
              {
                title: t('values'),
                key: 'values',
                render: (_, row) => Object.values(row.values).filter(Boolean).join(' · '),
              },
              {
                title: t('messages'),
                key: 'messages',
                render: (_, row) => row.messages.join('；'),
              },
            ]}
          />
        </>
      )}
      {job.mode === 'dryRun' && job.preview.length > 0 && (
        <>
          <Typography.Title level={5}>{t('previewTitle')}</Typography.Title>
          <Table
            rowKey="rowNumber"
            size="small"
            pagination={{ pageSize: 20 }}
            dataSource={job.preview}
            columns={[
              { title: t('row'), dataIndex: 'rowNumber', width: 80 },
              {
                title: t('action'),
                dataIndex: 'action',
                render: () => t('create'),
              },
              {
                title: t('values'),
                key: 'who',
                render: (_, row) => `${row.userName} (${row.loginName})`,
              },
            ]}
          />
        </>
      )}
    </Space>
  );
}
