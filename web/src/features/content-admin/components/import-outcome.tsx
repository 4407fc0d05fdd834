import type { FieldError } from '@pingjia/contract';
import { Alert, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../api/import-content';
import { CONTENT_ADMIN_NS } from '../i18n';

export type ImportOutcome =
  { kind: 'success'; result: ImportResult } | { kind: 'failure'; message: string; errors: FieldError[] };

/** Importers answer ids and counts; anything nested is shown as its JSON. */
const formatValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function ImportOutcomeView({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  if (outcome.kind === 'success') {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('import.success')}
        description={
          <Descriptions size="small" column={1}>
            {Object.entries(outcome.result).map(([key, value]) => (
              <Descriptions.Item key={key} label={key}>
                {formatValue(value)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        }
      />
    );
  }
  return (
    <div className="pj-content-admin__errors">
      <Alert type="error" showIcon role="alert" title={t('import.failed', { message: outcome.message })} />
      {outcome.errors.length > 0 && (
        <Table<FieldError & { key: number }>
          size="small"
          pagination={false}
          title={() => t('import.errorsTitle', { count: outcome.errors.length })}
          // Two errors may share a path, so rows are keyed by position.
          dataSource={outcome.errors.map((error, key) => ({ ...error, key }))}
          columns={[
            { title: t('import.path'), dataIndex: 'path', render: (path: string) => <code>{path}</code> },
            { title: t('import.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </div>
  );
}
