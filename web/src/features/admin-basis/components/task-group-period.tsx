import { useTranslation } from 'react-i18next';
import type { TaskGroupChoice } from '../api/types';
import { ADMIN_BASIS_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

/** When a task group runs, in platform time (China), as dates. */
export function TaskGroupPeriod({ group }: { group: TaskGroupChoice }) {
  const { t, i18n } = useTranslation(ADMIN_BASIS_NS);
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { timeZone: 'Asia/Shanghai' });
  const start = day(group.tgiStartTime);
  return (
    <Typography.Text type="secondary">
      {group.tgiEndTime ? t('plan.period', { start, end: day(group.tgiEndTime) }) : t('plan.openEnded', { start })}
    </Typography.Text>
  );
}
