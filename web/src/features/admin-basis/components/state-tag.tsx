import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_BASIS_NS } from '../i18n';

export function StateTag({ state }: { state: number }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  return state === 1 ? <Tag color="green">{t('common.active')}</Tag> : <Tag>{t('common.disabled')}</Tag>;
}
