import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentOf } from '../api/answer-detail';
import { ANSWER_REVIEW_NS } from '../i18n';
import { jsonText } from './format';
import './answer-review.css';

type Task = ContentOf<'programming'>['tasks'][number];

function TaskReview({ task, position }: { task: Task; position: number }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  const headingId = useId();
  return (
    <section className="pj-review__item" aria-labelledby={headingId}>
      <h3 id={headingId} className="pj-review__item-title">
        {t('programming.task', { n: position, title: task.title })}
      </h3>
      <p className="pj-review__text">{task.statement}</p>
      <p>{t('items.points', { score: task.score, max: task.maxScore })}</p>
      <p>{t('programming.hidden', task.hidden)}</p>
      <table className="pj-review__table">
        <caption>{t('programming.examples')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('programming.input')}</th>
            <th scope="col">{t('programming.expected')}</th>
          </tr>
        </thead>
        <tbody>
          {task.examples.map((example, index) => (
            <tr key={index}>
              <td>
                <code>{jsonText(example.input)}</code>
              </td>
              <td>
                <code>{jsonText(example.expected)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {task.code ? (
        // A scrollable region is focusable, so the keyboard can scroll long code too.
        <pre className="pj-review__code" tabIndex={0} aria-label={t('programming.code')}>
          <code>{task.code}</code>
        </pre>
      ) : (
        <p>{t('programming.noCode')}</p>
      )}
    </section>
  );
}

/** Each task's statement, the examples the student saw, their code and its grading. */
export function ProgrammingReview({ content }: { content: ContentOf<'programming'> }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  return (
    <>
      <p>{t('programming.total', { score: content.totalScore, max: content.maxScore })}</p>
      {content.tasks.map((task, index) => (
        <TaskReview key={task.taskId} task={task} position={index + 1} />
      ))}
    </>
  );
}
