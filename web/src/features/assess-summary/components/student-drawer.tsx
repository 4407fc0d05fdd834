import { useQuery } from '@tanstack/react-query';
import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { userDetailQueryOptions } from '../api/user-detail';
import type { UserRow } from '../api/user-list';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { timeText } from '../../../shared/admin/drill/time-text';
import { Duration, StatusBadge } from '../../../shared/admin/drill/figures';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';

interface StudentDrawerProps {
  taskGroupId: number;
  student: UserRow;
  onClose: () => void;
}

/** One student's state, time and finish on each activity of the group (userDetail). */
export function StudentDrawer({ taskGroupId, student, onClose }: StudentDrawerProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const detail = useQuery(userDetailQueryOptions(taskGroupId, student.studentId));
  return (
    <Drawer
      open
      title={t('detail.title', { name: student.userName })}
      onClose={onClose}
      size="large"
      closable={{ 'aria-label': t('detail.close') }}
    >
      {detail.isError && <LoadFailed onRetry={() => void detail.refetch()} />}
      {!detail.data && !detail.isError && <Skeleton active />}
      {detail.data && (
        <>
          <p className="pj-summary__overall">
            {t('detail.overall')}: <StatusBadge status={detail.data.status} />{' '}
            {`${detail.data.counts.done} / ${detail.data.counts.participants}`}
          </p>
          <table className="pj-summary__detail">
            <thead>
              <tr>
                <th scope="col">{t('detail.activity')}</th>
                <th scope="col">{t('detail.status')}</th>
                <th scope="col">{t('detail.timeSpent')}</th>
                <th scope="col">{t('detail.finishedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.data.activities.map((activity) => (
                <tr key={activity.activityId}>
                  <th scope="row">{activity.activityName}</th>
                  <td>
                    <StatusBadge status={activity.status} />
                  </td>
                  <td>
                    <Duration seconds={activity.timeSpentSeconds} />
                  </td>
                  <td>{timeText(activity.finishedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Drawer>
  );
}
