import { useTranslation } from 'react-i18next';
import { ratePercent } from '../../../shared/admin/drill/format';
import { REPORT_READS_NS } from '../i18n';

/** "12 (40%)": a count and its share of the students; with no student, the count alone. */
export function useShareText() {
  const { t } = useTranslation(REPORT_READS_NS);
  return (count: number, students: number) =>
    students === 0 ? String(count) : t('counts.share', { count, percent: ratePercent(count / students) });
}
