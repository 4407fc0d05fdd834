import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Skeleton } from 'antd';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDurationText } from '../../../shared/admin/drill/figures';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { timeText } from '../../../shared/admin/drill/time-text';
import { answerDetailQueryOptions, type AnswerRef, type HistoryEntry, type ReviewedAnswer } from '../api/answer-detail';
import { ANSWER_REVIEW_NS } from '../i18n';
import { classText } from './format';
import { ReviewContentView } from './review-content';
import './answer-review.css';

interface AnswerDrawerProps {
  answer: AnswerRef;
  studentName: string;
  onClose: () => void;
}

function Summary({ answer }: { answer: ReviewedAnswer }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  const durationText = useDurationText();
  const { review } = answer;
  if (!review) return null;
  const rows: [string, string][] = [
    [t('detail.student'), `${review.student.userName} (${review.student.loginName}) ${classText(review.student)}`],
    [t('detail.activity'), `${review.activity.taskGroupName} / ${review.activity.activityName}`],
    [t('detail.status'), t(`status.${review.status}`)],
    [t('detail.score'), String(review.totalScore)],
    [t('detail.useTime'), durationText(answer.useTime)],
    [t('detail.submittedAt'), timeText(answer.submittedAt)],
  ];
  return (
    <dl className="pj-review__summary">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every answer handed in to the activity, newest first; the one on screen is marked, the others open. */
function History({
  entries,
  current,
  onOpen,
}: {
  entries: HistoryEntry[];
  current: number;
  onOpen: (answerId: number) => void;
}) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  return (
    <nav aria-label={t('detail.history')}>
      <h2 className="pj-review__section-title">{t('detail.history')}</h2>
      <ul className="pj-review__history">
        {entries.map((entry) => {
          const text = t('detail.historyEntry', {
            time: timeText(entry.submittedAt),
            kind: t(`kind.${entry.kind}`),
            status: t(`status.${entry.status}`),
            score: entry.totalScore,
          });
          return (
            <li key={entry.answerId}>
              {entry.answerId === current ? (
                <span aria-current="true">
                  <strong>{t('detail.viewing')}</strong>: {text}
                </span>
              ) : (
                <Button type="link" onClick={() => onOpen(entry.answerId)}>
                  {text}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The answer itself. Focusable, so the keyboard can scroll the drawer through an answer that
 * holds no link or button (a text-only activity).
 */
function AnswerSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section tabIndex={0} aria-labelledby={headingId} className="pj-review__answer">
      <h2 id={headingId} className="pj-review__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One answer read-only, as the student saw it, with the student's history on the activity. */
export function AnswerDrawer({ answer, studentName, onClose }: AnswerDrawerProps) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  const [answerId, setAnswerId] = useState(answer.answerId);
  const detail = useQuery(answerDetailQueryOptions({ ...answer, answerId }));
  const data = detail.data;
  return (
    <Drawer
      open
      title={t('detail.title', { name: studentName })}
      onClose={onClose}
      size="large"
      closable={{ 'aria-label': t('detail.close') }}
    >
      {detail.isError && <LoadFailed onRetry={() => void detail.refetch()} />}
      {detail.isPending && <Skeleton active />}
      {data === null && <Empty description={t('detail.noAnswer')} />}
      {data?.review && (
        <>
          <Summary answer={data} />
          <History entries={data.review.history} current={data.answerId} onOpen={setAnswerId} />
          <AnswerSection title={data.review.activity.activityName}>
            <ReviewContentView content={data.review.content} />
          </AnswerSection>
        </>
      )}
    </Drawer>
  );
}
