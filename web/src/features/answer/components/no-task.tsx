import { appRoutes } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageEmpty } from '../../../shared/mobile/page-state';
import { ANSWER_NS } from '../i18n';

/** A task page opened without a task in its link. */
export function NoTask() {
  const { t } = useTranslation(ANSWER_NS);
  return (
    <PageEmpty>
      {t('noTask')} <Link to={appRoutes.stuIndex}>{t('backHome')}</Link>
    </PageEmpty>
  );
}
