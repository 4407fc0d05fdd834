import { countsAsDone } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '../../../shared/mobile/progress-meter';
import { childHomeQueryOptions } from '../api/get-child-home';
import type { HomeTaskGroup } from '../api/get-child-home';
import type { Child } from '../api/get-children';

function groupProgress(group: HomeTaskGroup): { done: number; total: number } {
  return { done: group.activities.filter(countsAsDone).length, total: group.activities.length };
}

const percent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

/** The current child's task groups, progress and medals, and whether they have new marks (§6). */
export function ChildProgress({ child }: { child: Child }) {
  const { t } = useTranslation();
  const home = useQuery(childHomeQueryOptions(child));
  if (home.isPending) return <p role="status">{t('app.loading')}</p>;
  if (home.isError) return <p role="alert">{t('request.requestFailed')}</p>;
  const { overview, taskGroups, awards, newMark } = home.data;
  const medals = [...awards.medals, ...awards.trophies];
  return (
    <>
      <Card className="pj-parent-home__section" title={<h2>{t('parents.progressTitle', { name: child.userName })}</h2>}>
        <p>
          {t('parents.overview', { finished: overview.finished, total: overview.total, groups: overview.taskGroupNum })}
        </p>
        <ProgressMeter
          label={t('parents.overallProgress')}
          percent={percent(overview.finished, overview.total)}
          text={`${percent(overview.finished, overview.total)}%`}
        />
        {taskGroups.length === 0 ? (
          <p>{t('parents.noTaskGroups')}</p>
        ) : (
          <List aria-label={t('parents.taskGroups')}>
            {taskGroups.map((group) => {
              const { done, total } = groupProgress(group);
              return (
                <List.Item
                  key={group.tgiId}
                  description={
                    group.isEnded ? t('parents.groupEnded') : t('parents.groupEnds', { time: group.tgiEndTime ?? '' })
                  }
                  extra={`${done}/${total}`}
                >
                  {group.tgiName}
                </List.Item>
              );
            })}
          </List>
        )}
      </Card>
      {newMark.resets.length > 0 && (
        <Card className="pj-parent-home__section" title={<h2>{t('parents.resetsTitle')}</h2>}>
          {/* The child reads these on their own home; a parent sees them until then. */}
          <ul>
            {newMark.resets.map((reset) => (
              <li key={`${reset.activityId}-${reset.resetAt}`}>
                {t('parents.resetReason', { activity: reset.activityName, reason: reset.reason, time: reset.resetAt })}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card
        className="pj-parent-home__section"
        title={
          <Badge content={newMark.awards.length > 0 ? newMark.awards.length : null}>
            <h2>{t('parents.medalsTitle')}</h2>
          </Badge>
        }
      >
        {medals.length === 0 ? (
          <p>{t('parents.noMedals')}</p>
        ) : (
          <ul className="pj-medals">
            {medals.map((award) => (
              <li key={award.awardId}>
                <Tag color={award.earned ? 'warning' : 'default'}>{award.name}</Tag>
                <span className="pj-visually-hidden">
                  {award.earned ? t('parents.earned') : t('parents.notEarned')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
