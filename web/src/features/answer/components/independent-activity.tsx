import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { guidePageHref } from '../../../shared/answering/task-links';
import { PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { useActivity } from '../api/get-activity';
import { useTaskRef } from '../hooks/use-task-ref';
import { ANSWER_NS } from '../i18n';
import { NoTask } from './no-task';
import './answer.css';

/**
 * §2 /independentActivity: where a third party sends a student with task_group_info_id,
 * activity_id and sub_activity_id; it names the activity and opens its guide page.
 */
export function IndependentActivity() {
  const { t } = useTranslation(ANSWER_NS);
  const navigate = useNavigate();
  const { task, subActivityId } = useTaskRef();
  const activity = useActivity(task?.activityId ?? null);
  if (!task) return <NoTask />;
  if (activity.isPending) return <PageLoading text={t('loading')} />;
  if (activity.isError)
    return <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void activity.refetch()} />;
  return (
    <article className="pj-answer__sheet">
      <p className="pj-answer__muted">{t('jump.title')}</p>
      <h1 className="pj-answer__title">{activity.data.activityName}</h1>
      <p className="pj-answer__muted">{t('jump.group', { name: activity.data.taskGroupInfo.tgiName })}</p>
      {subActivityId && <p className="pj-answer__muted">{t('jump.sub', { id: subActivityId })}</p>}
      <Button
        block
        color="primary"
        size="large"
        onClick={() =>
          void navigate(
            guidePageHref({ taskGroupId: activity.data.taskGroupId, activityId: activity.data.activityId }, 'submit'),
          )
        }
      >
        {t('jump.go')}
      </Button>
    </article>
  );
}
