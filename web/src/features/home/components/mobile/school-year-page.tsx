import { firstMenuUrl } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { userStore } from '../../../../shared/stores/user-store';
import { schoolYearQueryOptions } from '../../api/get-school-year';

/** §2 promotion-year page: the school year the student enters, then on to the home page. */
export function SchoolYearPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useStore(userStore, (state) => state.menus);
  const schoolYear = useQuery(schoolYearQueryOptions);
  if (schoolYear.isPending) return <p role="status">{t('app.loading')}</p>;
  if (schoolYear.isError) return <p role="alert">{t('request.requestFailed')}</p>;
  return (
    <Card title={<h1 className="pj-home-title">{t('schoolYear.title')}</h1>}>
      <p>{t('schoolYear.text', { year: schoolYear.data.schoolYear })}</p>
      <Button block color="primary" onClick={() => void navigate(firstMenuUrl(menus) ?? '/')}>
        {t('schoolYear.continue')}
      </Button>
    </Card>
  );
}
