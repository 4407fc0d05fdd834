import { appRoutes } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { artworkUrl } from '../../../shared/artwork/artwork-url';
import { PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { useAwardList } from '../api/find-group-award-list';
import type { Award } from '../api/find-group-award-list';
import { readNewMarks } from '../api/read-new-marks';
import { AWARDS_NS } from '../i18n';
import './awards-page.css';

/** The day in Beijing time, the school day the server counts streaks by; the UTC date is a day early before 08:00. */
function earnedDay(awardedAt: string, language: string): string {
  return new Date(awardedAt).toLocaleDateString(language, { timeZone: 'Asia/Shanghai' });
}

function AwardGrid({ title, awards }: { title: string; awards: Award[] }) {
  const { t, i18n } = useTranslation(AWARDS_NS);
  return (
    <section className="pj-awards__panel" aria-label={title}>
      <h2 className="pj-awards__heading">{title}</h2>
      <ul className="pj-awards__grid">
        {awards.map((award) => (
          <li
            key={award.awardId}
            className={award.earned ? '' : 'pj-awards__locked'}
            data-testid={`award-${award.image}`}
          >
            <Badge content={award.isNew ? t('isNew') : null}>
              <img src={artworkUrl(award.image)} alt={award.name} width={80} height={100} />
            </Badge>
            <strong>{award.name}</strong>
            <span>{award.description}</span>
            <span className="pj-awards__muted">
              {award.earned && award.awardedAt
                ? t('earnedAt', { date: earnedDay(award.awardedAt, i18n.language) })
                : t('notYet')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Opening the page counts as seeing the new medals: they stop being new marks on the home. */
function useMarkSeen(hasNew: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!hasNew) return;
    void readNewMarks().then(() => queryClient.invalidateQueries({ queryKey: ['student'] }));
  }, [hasNew, queryClient]);
}

/** §2 /stuIndex/secondPage: every medal and trophy, earned ones in colour, with when they were earned. */
export function AwardsPage() {
  const { t } = useTranslation(AWARDS_NS);
  const list = useAwardList();
  const all = list.data ? [...list.data.medals, ...list.data.trophies] : [];
  useMarkSeen(all.some((award) => award.isNew));
  return (
    <article className="pj-awards">
      <h1 className="pj-awards__title">{t('title')}</h1>
      {list.isPending && <PageLoading text={t('loading')} />}
      {list.isError && <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <p className="pj-awards__muted">
            {t('summary', { earned: all.filter((award) => award.earned).length, total: all.length })}
          </p>
          <AwardGrid title={t('medals')} awards={list.data.medals} />
          <AwardGrid title={t('trophies')} awards={list.data.trophies} />
        </>
      )}
      <p className="pj-awards__back">
        <Link to={appRoutes.stuIndex}>{t('backHome')}</Link>
      </p>
    </article>
  );
}
