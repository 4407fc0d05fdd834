import type { ProgressCounts } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { Duration } from '../../../shared/admin/drill/figures';
import { ratePercent } from '../../../shared/admin/drill/format';
import { PROGRESS_NS } from '../i18n';

const COUNTED = ['participants', 'done', 'waived', 'inProgress', 'notStarted', 'notTakingPart'] as const;

/** The totals of the level shown, above its table. */
export function CountsSummary({ counts }: { counts: ProgressCounts }) {
  const { t } = useTranslation(PROGRESS_NS);
  return (
    <dl className="pj-progress__totals" data-testid="progress-totals">
      {COUNTED.map((key) => (
        <div key={key}>
          <dt>{t(`counts.${key}`)}</dt>
          <dd>{counts[key]}</dd>
        </div>
      ))}
      <div>
        <dt>{t('counts.completionRate')}</dt>
        <dd>{ratePercent(counts.completionRate)}%</dd>
      </div>
      <div>
        <dt>{t('counts.timeSpent')}</dt>
        <dd>
          <Duration seconds={counts.timeSpentSeconds} />
        </dd>
      </div>
    </dl>
  );
}
