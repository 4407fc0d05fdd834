import { levelOfScore, type DimensionFigure } from '@pingjia/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { Score } from './score';

/** The node's overall mean, its level, how many students it stands for and how it moved since the baseline. */
export function OverallFigures({ overall }: { overall: DimensionFigure }) {
  const { t } = useTranslation(REPORTS_NS);
  const { figure, valueAdded } = overall;
  const cards: [key: string, value: ReactNode][] = [
    ['mean', <Score key="mean" value={figure.mean} />],
    ['level', figure.mean === null ? <Score key="level" value={null} /> : t(`levels.${levelOfScore(figure.mean)}`)],
    ['students', figure.students],
    ['change', <Score key="change" value={valueAdded?.change ?? null} signed missing={valueAdded ? 'few' : 'none'} />],
    [
      'againstExpected',
      <Score
        key="againstExpected"
        value={valueAdded?.againstExpected ?? null}
        signed
        missing={valueAdded ? 'few' : 'none'}
      />,
    ],
  ];
  return (
    <dl className="pj-report__cards" aria-label={t('overall.title')} data-testid="report-overall">
      {cards.map(([key, value]) => (
        <div key={key} className="pj-report__card">
          <dt>{t(`overall.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
