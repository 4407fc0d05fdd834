import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_BASIS_NS } from '../i18n';

/** The error state every basis table shows instead of an empty table. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('common.loadFailed')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
