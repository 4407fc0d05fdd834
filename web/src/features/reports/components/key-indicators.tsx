import type { DimensionFigure } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { Panel } from '../../../shared/admin/panel';
import type { ReportScope } from '../api/report-keys';
import { keyIndicatorsQueryOptions } from '../api/unit-report';
import { REPORTS_NS } from '../i18n';
import { Score } from './score';

/** The key point (§9: aspect '1', indicator '10'), and the indicators where the node does best and least well. */
export function KeyIndicators({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation(REPORTS_NS);
  const key = useQuery(keyIndicatorsQueryOptions(scope));
  const body = () => {
    if (key.isError) return <LoadFailed onRetry={() => void key.refetch()} />;
    if (!key.data) return <Skeleton active paragraph={{ rows: 2 }} />;
    const { keyPoint, strongest, weakest } = key.data;
    const keyPoints = [keyPoint.aspect, keyPoint.indicator].filter((figure) => figure !== null);
    return (
      <div className="pj-report__key">
        <FigureList title={t('keyIndicators.keyPoint')} figures={keyPoints} />
        <FigureList title={t('keyIndicators.strongest')} figures={strongest} />
        <FigureList title={t('keyIndicators.weakest')} figures={weakest} />
      </div>
    );
  };
  return <Panel title={t('keyIndicators.title')}>{body()}</Panel>;
}

function FigureList({ title, figures }: { title: string; figures: readonly DimensionFigure[] }) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <section className="pj-report__key-list" aria-label={title}>
      <h3>{title}</h3>
      {figures.length === 0 ? (
        <p className="pj-report__muted">{t('keyIndicators.empty')}</p>
      ) : (
        <dl>
          {figures.map((figure) => (
            <div key={figure.dimensionId}>
              <dt>{figure.name}</dt>
              <dd>
                <Score value={figure.figure.mean} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
