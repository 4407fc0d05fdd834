import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_BASIS_NS } from '../i18n';

export function ParticipationTag({ participates }: { participates: boolean }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  return participates ? (
    <Tag color="green">{t('participation.participate')}</Tag>
  ) : (
    <Tag color="orange">{t('participation.notParticipate')}</Tag>
  );
}
