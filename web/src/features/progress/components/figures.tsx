import type { ProgressStatus } from '@pingjia/contract';
import { Badge, Progress } from 'antd';
import type { BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ratePercent, splitDuration } from '../hooks/figures';
import { PROGRESS_NS } from '../i18n';

/** A completion rate as a bar with its percentage, named for screen readers by what it measures. */
export function CompletionBar({ rate, name }: { rate: number; name: string }) {
  const { t } = useTranslation(PROGRESS_NS);
  const percent = ratePercent(rate);
  return (
    <Progress
      className="pj-progress__rate"
      percent={percent}
      size="small"
      format={() => `${percent}%`}
      aria-label={t('rateLabel', { name })}
    />
  );
}

/** Time spent as hours and minutes. */
export function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation(PROGRESS_NS);
  const { hours, minutes } = splitDuration(seconds);
  return <>{hours > 0 ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.minutes', { minutes })}</>;
}

const BADGE_OF: Record<ProgressStatus, BadgeProps['status']> = {
  done: 'success',
  waived: 'processing',
  inProgress: 'warning',
  notStarted: 'default',
  notTakingPart: 'error',
};

/**
 * Every status, in the contract's order. Read from the record above, which the type-checker
 * holds complete, rather than the contract's list: that would bring the progress schemas (zod) into the page.
 */
export const STATUSES = Object.keys(BADGE_OF) as ProgressStatus[];

/** A student's state on the activity: a coloured dot beside the word, so colour is never the only cue. */
export function StatusBadge({ status }: { status: ProgressStatus }) {
  const { t } = useTranslation(PROGRESS_NS);
  return <Badge status={BADGE_OF[status]} text={t(`status.${status}`)} />;
}
