import { Button, Space, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { groupReportHref, reportHref } from '../../../shared/answering/task-links';
import type { HomeActivity, HomeTaskGroup } from '../api/query-home-page';
import { groupProgress, taskView } from '../hooks/task-actions';
import type { TaskView } from '../hooks/task-actions';
import { STUDENT_NS } from '../i18n';

const STATE_COLORS = {
  notStarted: 'default',
  inProgress: 'primary',
  answered: 'success',
  waived: 'warning',
  closed: 'default',
} as const;

interface TaskGroupCardProps {
  group: HomeTaskGroup;
  now: Date;
  hasDraft: (activity: HomeActivity) => boolean;
  onOpen: (group: HomeTaskGroup, activity: HomeActivity, view: TaskView) => void;
}

function TaskRow({
  group,
  activity,
  view,
  onOpen,
}: {
  group: HomeTaskGroup;
  activity: HomeActivity;
  view: TaskView;
  onOpen: TaskGroupCardProps['onOpen'];
}) {
  const { t } = useTranslation(STUDENT_NS);
  const navigate = useNavigate();
  const task = { taskGroupId: group.tgiId, activityId: activity.activityId };
  return (
    <li className="pj-student__task" data-testid={`task-${activity.activityId}`}>
      <div>
        <p className="pj-student__task-name">{activity.activityName}</p>
        <Space wrap>
          <Tag fill="outline">{t(`kind.${activity.kind}`, { defaultValue: activity.kind })}</Tag>
          <Tag color={STATE_COLORS[view.state]}>{t(`state.${view.state}`)}</Tag>
        </Space>
      </div>
      <div className="pj-student__task-actions">
        <Button
          size="small"
          color="primary"
          disabled={view.answer.disabled}
          onClick={() => onOpen(group, activity, view)}
          aria-label={`${t(`answer.${view.answer.label}`)} ${activity.activityName}`}
        >
          {t(`answer.${view.answer.label}`)}
        </Button>
        {view.hasReport && (
          <Button size="mini" fill="none" onClick={() => void navigate(reportHref(task))}>
            {t('viewReport')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** One task group (tgiId, end time, progress) with each leaf task's state and buttons. */
export function TaskGroupCard({ group, now, hasDraft, onOpen }: TaskGroupCardProps) {
  const { t } = useTranslation(STUDENT_NS);
  const progress = groupProgress(group.activities);
  const end = group.tgiEndTime ? t('groups.endsAt', { time: group.tgiEndTime }) : t('groups.noEnd');
  return (
    <section
      className="pj-student__panel"
      aria-labelledby={`pj-group-${group.tgiId}`}
      data-testid={`group-${group.tgiId}`}
    >
      <h3 id={`pj-group-${group.tgiId}`} className="pj-student__heading">
        {group.tgiName}
      </h3>
      <p className="pj-student__muted">
        {group.isEnded ? t('groups.ended') : end} · {t('groups.progress', progress)}
        {progress.done > 0 && (
          <>
            {' · '}
            <Link to={groupReportHref(group.tgiId)}>{t('groups.report')}</Link>
          </>
        )}
      </p>
      {group.activities.length === 0 ? (
        <p className="pj-student__muted">{t('groups.noActivities')}</p>
      ) : (
        <ul className="pj-student__tasks">
          {group.activities.map((activity) => (
            <TaskRow
              key={activity.activityId}
              group={group}
              activity={activity}
              view={taskView(activity, group.tgiEndTime, now, hasDraft(activity))}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
