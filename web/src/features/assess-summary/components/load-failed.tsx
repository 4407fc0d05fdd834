import { Alert, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESS_SUMMARY_NS } from '../i18n';

/** The error state that stands in for a figure or table that did not load. */
export function LoadFailed({ onRetry, extra }: { onRetry: () => void; extra?: ReactNode }) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('loadFailed')}
      action={
        <Space>
          <Button onClick={onRetry}>{t('retry')}</Button>
          {extra}
        </Space>
      }
    />
  );
}
