import { useTranslation } from 'react-i18next';
import type { ContentOf } from '../api/answer-detail';
import { ANSWER_REVIEW_NS } from '../i18n';
import { Mark } from './marks';
import './answer-review.css';

type Step = ContentOf<'scenario'>['steps'][number];

function StepReview({ step }: { step: Step }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  return (
    <li className="pj-review__item">
      <h3 className="pj-review__item-title">
        {t('scenario.scene', { n: step.position, title: step.title })}{' '}
        {step.kind === 'end' && <Mark tone="plain">{t('scenario.ending')}</Mark>}
      </h3>
      {step.kind === 'missing' ? <p>{t('scenario.missing')}</p> : <p className="pj-review__text">{step.text}</p>}
      {step.prompt && <p>{step.prompt}</p>}
      {step.choice && (
        <p>
          <Mark tone="chosen">{t('scenario.choice', { label: step.choice.label })}</Mark>
        </p>
      )}
      {step.questions.map((question) => (
        <div key={question.id}>
          <p>{question.stem}</p>
          <ul className="pj-review__choices">
            {question.options.map((option) => (
              <li key={option.id} className={option.chosen ? 'pj-review__choice--chosen' : undefined}>
                <span aria-hidden="true">{option.chosen ? '●' : '○'}</span>
                <span>{option.label}</span>
                {option.chosen && <Mark tone="chosen">{t('items.chosen')}</Mark>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </li>
  );
}

/** The scenes in the order the student reached them, with what they chose at each. */
export function ScenarioReview({ content }: { content: ContentOf<'scenario'> }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  return (
    <>
      <h3 className="pj-review__section-title">{content.title}</h3>
      <ol className="pj-review__steps" aria-label={t('scenario.path')}>
        {content.steps.map((step) => (
          <StepReview key={step.position} step={step} />
        ))}
      </ol>
    </>
  );
}
