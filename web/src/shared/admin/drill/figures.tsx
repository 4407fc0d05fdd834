import type { ProgressStatus } from '@pingjia/contract';
import { Badge } from 'antd';
import type { BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { RateBar } from '../rate-bar';
import { ratePercent, splitDuration } from './format';
import { DRILL_NS } from './i18n';
import './drill.css';

/** A completion rate as a bar with its percentage, named for screen readers by what it measures. */
export function CompletionBar({ rate, name }: { rate: number; name: string }) {
  const { t } = useTranslation(DRILL_NS);
  return (
    <RateBar className="pj-drill__rate" percent={ratePercent(rate)} size="small" label={t('rateLabel', { name })} />
  );
}

/** Time as hours and minutes, minutes and seconds, or seconds. */
export function useDurationText() {
  const { t } = useTranslation(DRILL_NS);
  return (seconds: number) => {
    const parts = splitDuration(seconds);
    return t(`duration.${parts.unit}`, parts);
  };
}

export function Duration({ seconds }: { seconds: number }) {
  return <>{useDurationText()(seconds)}</>;
}

const BADGE_OF: Record<ProgressStatus, BadgeProps['status']> = {
  done: 'success',
  waived: 'processing',
  inProgress: 'warning',
  notStarted: 'default',
  notTakingPart: 'error',
};

/**
 * Every status, in the contract's order, read from the record above (which the type-checker
 * holds complete) rather than the contract's list, which would bring its schemas (zod) into the page.
 */
export const STATUSES = Object.keys(BADGE_OF) as ProgressStatus[];

/** A student's state as a coloured dot beside the word, so colour is never the only cue. */
export function StatusBadge({ status }: { status: ProgressStatus }) {
  const { t } = useTranslation(DRILL_NS);
  return <Badge status={BADGE_OF[status]} text={t(`status.${status}`)} />;
}
