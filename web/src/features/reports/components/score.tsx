import { useTranslation } from 'react-i18next';
import { scoreText, signedText } from '../hooks/figures';
import { REPORTS_NS } from '../i18n';

/** Why a figure is missing: too few students to show one, or nothing to show. */
export type MissingReason = 'few' | 'none';

interface ScoreProps {
  value: number | null;
  /** A change: shown with its sign. */
  signed?: boolean;
  missing?: MissingReason;
}

/**
 * A score, or "—" where none is shown, with the reason in its tooltip and read out in place
 * (a table's legend repeats it for those who use neither).
 */
export function Score({ value, signed = false, missing = 'few' }: ScoreProps) {
  const { t } = useTranslation(REPORTS_NS);
  if (value !== null) return <>{signed ? signedText(value) : scoreText(value)}</>;
  const reason = t(`missing.${missing}`);
  return (
    <span className="pj-report__missing" title={reason}>
      <span aria-hidden="true">—</span>
      <span className="pj-visually-hidden">{reason}</span>
    </span>
  );
}

/** The line under a table that says what its "—" means. */
export function MissingLegend() {
  const { t } = useTranslation(REPORTS_NS);
  return <p className="pj-report__legend">{t('missing.legend')}</p>;
}
