import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRILL_NS } from './i18n';

interface LoadFailedProps {
  onRetry: () => void;
  /** Offered below the caller's scope: a level that fails may be one the caller can no longer see. */
  onBackToScope?: () => void;
}

/** The error state that stands in for a figure, table or page that did not load. */
export function LoadFailed({ onRetry, onBackToScope }: LoadFailedProps) {
  const { t } = useTranslation(DRILL_NS);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('loadFailed')}
      action={
        <Space>
          <Button onClick={onRetry}>{t('retry')}</Button>
          {onBackToScope && <Button onClick={onBackToScope}>{t('path.root')}</Button>}
        </Space>
      }
    />
  );
}
