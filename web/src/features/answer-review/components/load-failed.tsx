import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANSWER_REVIEW_NS } from '../i18n';

/** The error state that stands in for what did not load. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  return (
    <Alert type="warning" showIcon title={t('loadFailed')} action={<Button onClick={onRetry}>{t('retry')}</Button>} />
  );
}
