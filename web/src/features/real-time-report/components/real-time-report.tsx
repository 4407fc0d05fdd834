import { appRoutes } from '@pingjia/contract';
import { Tag } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { readTaskRef } from '../../../shared/answering/task-links';
import { artworkUrl } from '../../../shared/artwork/artwork-url';
import { PageEmpty, PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { realTimeReportStore } from '../../../shared/stores/real-time-report-store';
import type { ReportTarget } from '../api/find-group-detail';
import { useReport } from '../api/get-report';
import type { reportQueryOptions } from '../api/get-report';
import { chartSeries, keyPointView } from '../hooks/key-point';
import { REPORT_NS } from '../i18n';
import { ScoreChart } from './score-chart';
import './real-time-report.css';

type Report = Awaited<ReturnType<NonNullable<ReturnType<typeof reportQueryOptions>['queryFn']>>>;

const LEVEL_COLORS: Record<number, string> = { 1: 'default', 2: 'primary', 3: 'success', 4: 'warning' };

function EarnedNow({ target }: { target: ReportTarget }) {
  const { t } = useTranslation(REPORT_NS);
  const last = useStore(realTimeReportStore, (state) => state.lastSubmit);
  if (!last || last.taskGroupId !== target.taskGroupId || last.activityId !== target.activityId) return null;
  return (
    <section className="pj-report__panel" aria-labelledby="pj-report-earned">
      <p className="pj-report__score">{t('totalScore', { score: last.totalScore })}</p>
      {last.awards.length > 0 && (
        <>
          <h2 id="pj-report-earned" className="pj-report__heading">
            {t('earned')}
          </h2>
          <ul className="pj-report__awards">
            {last.awards.map((award) => (
              <li key={award.awardId} data-testid={`earned-${award.image}`}>
                <img src={artworkUrl(award.image)} alt={award.name} width={64} height={80} />
                <span>{award.name}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { t } = useTranslation(REPORT_NS);
  const openAspect = useStore(realTimeReportStore, (state) => state.openAspectId);
  const { dimensions, keyPoint } = report.detail;
  const series = useMemo(() => chartSeries(dimensions), [dimensions]);
  if (dimensions.length === 0) return <PageEmpty>{t('empty')}</PageEmpty>;
  const point = keyPointView(keyPoint, dimensions);
  const score = (value: number | null) => (value === null ? t('noScore') : t('score', { score: value }));
  return (
    <>
      <ScoreChart names={series.names} scores={series.scores} />
      <section className="pj-report__panel" aria-labelledby="pj-report-key">
        <h2 id="pj-report-key" className="pj-report__heading">
          {t('keyPoint')}
        </h2>
        <p data-testid="key-point">
          {t('keyPointText', {
            dimension: point.dimension,
            dimensionScore: score(point.dimensionScore),
            indicator: point.indicator,
            indicatorScore: score(point.indicatorScore),
          })}
        </p>
      </section>
      <section className="pj-report__panel" aria-labelledby="pj-report-strengths">
        <h2 id="pj-report-strengths" className="pj-report__heading">
          {t('strengths')}
        </h2>
        {report.strengths.advantages.length === 0 ? (
          <p className="pj-report__muted">{t('noStrengths')}</p>
        ) : (
          <ul className="pj-report__list">
            {report.strengths.advantages.map((entry) => (
              <li key={entry.dimensionId}>
                {entry.name} <Tag color={LEVEL_COLORS[entry.level]}>{t(`level.${entry.level}`)}</Tag>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="pj-report__panel" aria-labelledby="pj-report-dims">
        <h2 id="pj-report-dims" className="pj-report__heading">
          {t('dimensions')}
        </h2>
        {dimensions.map((aspect) => (
          <details
            key={aspect.dimensionId}
            className="pj-report__aspect"
            open={openAspect === aspect.dimensionId}
            onToggle={(event) => {
              const open = event.currentTarget.open;
              if (open || openAspect === aspect.dimensionId)
                realTimeReportStore.getState().setOpenAspect(open ? aspect.dimensionId : null);
            }}
          >
            <summary>
              {aspect.name} · {t('score', { score: aspect.score })}{' '}
              <Tag color={LEVEL_COLORS[aspect.level]}>{t(`level.${aspect.level}`)}</Tag>
            </summary>
            <ul className="pj-report__list">
              {aspect.indicators.map((indicator) => (
                <li key={indicator.dimensionId}>
                  {indicator.name}：{t('score', { score: indicator.score })}{' '}
                  <Tag color={LEVEL_COLORS[indicator.level]}>{t(`level.${indicator.level}`)}</Tag>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </section>
    </>
  );
}

/**
 * §2 /personalRealTimeReport (an activity, right after its submit) and /reportEnter (a whole
 * task group when no activity is named): scores per aspect and indicator, key point, strengths, a chart.
 */
export function RealTimeReport() {
  const { t } = useTranslation(REPORT_NS);
  const [search] = useSearchParams();
  const groupId = Number(search.get('task_group_info_id'));
  const target: ReportTarget | null =
    readTaskRef(search) ?? (Number.isInteger(groupId) && groupId > 0 ? { taskGroupId: groupId } : null);
  const report = useReport(target);
  if (!target) {
    return (
      <PageEmpty>
        {t('noTask')} <Link to={appRoutes.stuIndex}>{t('backHome')}</Link>
      </PageEmpty>
    );
  }
  return (
    <article className="pj-report">
      <h1 className="pj-report__title">{target.activityId ? t('title') : t('groupTitle')}</h1>
      {report.data && <p className="pj-report__muted">{report.data.detail.taskGroupInfo.tgiName}</p>}
      <EarnedNow target={target} />
      {report.isPending && <PageLoading text={t('loading')} />}
      {report.isError && (
        <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void report.refetch()} />
      )}
      {report.data && <ReportBody report={report.data} />}
      <p className="pj-report__back">
        <Link to={appRoutes.stuIndex}>{t('backHome')}</Link>
      </p>
    </article>
  );
}
