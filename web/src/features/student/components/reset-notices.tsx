import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RouteData, home } from '@pingjia/contract';
import { newMarkQueryKey } from '../api/get-new-mark';
import { readResetNotices } from '../api/read-reset-notices';
import { STUDENT_NS } from '../i18n';

export type ResetNotice = RouteData<typeof home.getNewMark>['resets'][number];

/**
 * An admin reset one of the student's results (§2 assessmentRecovery): the notice says which
 * and why until the student has read it; the activity can then be answered again.
 */
export function ResetNotices({ resets }: { resets: ResetNotice[] }) {
  const { t } = useTranslation(STUDENT_NS);
  const queryClient = useQueryClient();
  const read = useMutation({
    mutationFn: readResetNotices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newMarkQueryKey }),
  });
  return (
    <section className="pj-student__panel pj-student__notice" role="status" aria-labelledby="pj-resets-title">
      <h2 id="pj-resets-title" className="pj-student__heading">
        {t('resets.title')}
      </h2>
      <ul>
        {resets.map((reset) => (
          <li key={`${reset.activityId}-${reset.resetAt}`}>
            <strong>{reset.activityName}</strong>
            <p>{t('resets.reason', { reason: reset.reason })}</p>
            <p className="pj-student__muted">{t('resets.at', { time: reset.resetAt })}</p>
          </li>
        ))}
      </ul>
      <Button size="small" color="primary" loading={read.isPending} onClick={() => read.mutate()}>
        {t('resets.ok')}
      </Button>
    </section>
  );
}
