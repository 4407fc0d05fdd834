import { useTranslation } from 'react-i18next';
import type { ContentOf } from '../api/answer-detail';
import { ANSWER_REVIEW_NS } from '../i18n';
import { Verdict } from './marks';
import './answer-review.css';

const STOP_REASONS = new Set(['maxLength', 'targetSe', 'bankExhausted']);

/** The adaptive run step by step: the item, the choice, right or wrong and the estimate it led to. */
export function AdaptiveReview({ content }: { content: ContentOf<'adaptive'> }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  if (content.attemptNo === null) return <p>{t('adaptive.noRun')}</p>;
  const { stopReason, result } = content;
  return (
    <>
      <p>
        {t('adaptive.attempt', { n: content.attemptNo })}
        {stopReason && STOP_REASONS.has(stopReason) && (
          <>
            {' · '}
            {t('adaptive.stopReason')}: {t(`adaptive.stopReasons.${stopReason}`)}
          </>
        )}
      </p>
      {result && <p>{t('adaptive.finalEstimate', result)}</p>}
      <table className="pj-review__table">
        <caption className="pj-review__section-title">{t('adaptive.steps')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adaptive.position')}</th>
            <th scope="col">{t('adaptive.item')}</th>
            <th scope="col">{t('adaptive.choice')}</th>
            <th scope="col">{t('adaptive.result')}</th>
            <th scope="col">{t('adaptive.estimate')}</th>
          </tr>
        </thead>
        <tbody>
          {content.steps.map((step) => (
            <tr key={step.position}>
              <th scope="row">{step.position}</th>
              <td>{step.stem}</td>
              <td>{step.options.find((option) => option.id === step.chosenOptionId)?.label ?? step.chosenOptionId}</td>
              <td>
                <Verdict right={step.isRight} />
              </td>
              <td>{`${step.theta} (${step.se})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
