import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../shared/admin/panel';
import { i18n } from '../../../../shared/i18n';
import { adminFiguresQueryOptions } from '../../api/admin-figures';
import type { TaskGroupInProgress } from '../../api/admin-figures';
import { adminFiguresEnUS, adminFiguresZhCN } from './admin-figures-texts';
import { Typography } from '../../../../shared/admin/typography';

export const FIGURES_NS = 'adminHomeFigures';

// The figures' labels live with the home screens that show them.
i18n.addResourceBundle('zh-CN', FIGURES_NS, adminFiguresZhCN, true, true);
i18n.addResourceBundle('en-US', FIGURES_NS, adminFiguresEnUS, true, true);

const FIGURE_KEYS = [
  'schoolCount',
  'classCount',
  'studentCount',
  'taskGroupsInProgress',
  'finishedToday',
  'studentsFinishedToday',
] as const;

/** The scope's figures from queryHomePage: schools, classes, students, groups in progress, completions today. */
export function FiguresCard() {
  const { t } = useTranslation(FIGURES_NS);
  const figures = useQuery(adminFiguresQueryOptions);
  return (
    <Panel title={t('title')}>
      {figures.isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
      {figures.isError && <Alert type="warning" showIcon title={t('failed')} />}
      {figures.data && (
        <div className="pj-admin-home__figure-row">
          {FIGURE_KEYS.map((key) => (
            <Statistic key={key} title={t(key)} value={figures.data[key]} />
          ))}
        </div>
      )}
    </Panel>
  );
}

function Period({ group }: { group: TaskGroupInProgress }) {
  const { t } = useTranslation(FIGURES_NS);
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { timeZone: 'Asia/Shanghai' });
  const start = day(group.tgiStartTime);
  return group.tgiEndTime ? t('period', { start, end: day(group.tgiEndTime) }) : t('openEnded', { start });
}

/** The task groups running now for grades in scope: the task overview of the admin homes. */
export function TaskGroupsCard() {
  const { t } = useTranslation(FIGURES_NS);
  const figures = useQuery(adminFiguresQueryOptions);
  const groups = figures.data?.taskGroups ?? [];
  return (
    <Panel title={t('groupsTitle')}>
      {figures.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {figures.data && groups.length === 0 && <Empty description={t('noGroups')} />}
      {groups.length > 0 && (
        <ul className="pj-admin-home__groups">
          {groups.map((group) => (
            <li key={group.tgiId}>
              <Typography.Text strong>{group.name}</Typography.Text>
              <Typography.Text type="secondary">
                <Period group={group} />
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
