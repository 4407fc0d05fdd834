import { useTranslation } from 'react-i18next';
import { ANSWER_REVIEW_NS } from '../i18n';
import './answer-review.css';

type Tone = 'right' | 'wrong' | 'chosen' | 'plain';

/** A worded mark (never colour alone): right, wrong, the student's choice, or plain information. */
export function Mark({ tone, children }: { tone: Tone; children: string }) {
  const className = tone === 'plain' ? 'pj-review__mark' : `pj-review__mark pj-review__mark--${tone}`;
  return <span className={className}>{children}</span>;
}

/** Right or wrong; nothing when the answer is not judged (null). */
export function Verdict({ right, kind = 'one' }: { right: boolean | null; kind?: 'one' | 'all' }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  if (right === null) return null;
  if (kind === 'all')
    return <Mark tone={right ? 'right' : 'wrong'}>{t(right ? 'items.allRight' : 'items.notAllRight')}</Mark>;
  return <Mark tone={right ? 'right' : 'wrong'}>{t(right ? 'items.right' : 'items.wrong')}</Mark>;
}
