import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../shared/admin/panel';
import { notStartedQueryOptions } from '../../api/not-started';
import { joinPages, notStartedActivities } from '../../hooks/current-group';
import { CURRENT_GROUP_NS } from './current-group-i18n';
import { Typography } from '../../../../shared/admin/typography';

/**
 * The students of the caller's class(es) with an activity of the current group not started, and
 * which: a list a head teacher follows up from a phone, a page at a time.
 */
export function NotStartedCard({ tgiId }: { tgiId: number }) {
  const { t } = useTranslation(CURRENT_GROUP_NS);
  const students = useInfiniteQuery(notStartedQueryOptions(tgiId));
  const list = joinPages(students.data?.pages ?? []);
  return (
    <Panel title={t('notStarted.title')}>
      {students.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {students.isError && !students.data && (
        <Alert
          type="warning"
          showIcon
          title={t('failed')}
          action={<Button onClick={() => void students.refetch()}>{t('retry')}</Button>}
        />
      )}
      {students.data && list.total === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notStarted.empty')} />
      )}
      {list.records.length > 0 && (
        <>
          <Typography.Paragraph>{t('notStarted.summary', { count: list.total })}</Typography.Paragraph>
          <ul className="pj-home-progress__students" aria-label={t('notStarted.listLabel')}>
            {list.records.map((record) => (
              <li key={record.studentId}>
                <div className="pj-home-progress__student">
                  <Typography.Text strong>{record.userName}</Typography.Text>
                  <Typography.Text type="secondary">{record.loginName}</Typography.Text>
                  <Typography.Text type="secondary">
                    {record.gradeName}
                    {record.className}
                  </Typography.Text>
                </div>
                <div className="pj-home-progress__activities">
                  <Typography.Text type="secondary">{t('notStarted.activities')}</Typography.Text>
                  {notStartedActivities(record, list.activities).map((activity) => (
                    <Tag key={activity.activityId}>{activity.activityName}</Tag>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          {students.hasNextPage && (
            <Button
              block
              size="large"
              loading={students.isFetchingNextPage}
              onClick={() => void students.fetchNextPage()}
            >
              {t('notStarted.more')}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
