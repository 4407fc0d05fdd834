import type { CaseOutcome } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import type { Example, GradedTask, SampleRun } from '../api/types';
import { PROGRAMMING_NS } from '../i18n';

const show = (value: unknown) => JSON.stringify(value);

function Outcome({ outcome }: { outcome: CaseOutcome }) {
  const { t } = useTranslation(PROGRAMMING_NS);
  return (
    <span className={`pj-outcome pj-outcome--${outcome === 'passed' ? 'ok' : 'bad'}`}>{t(`outcome.${outcome}`)}</span>
  );
}

/** The visible examples' runs: input, expected and the student's own output side by side. */
export function SampleResults({ examples, runs }: { examples: Example[]; runs: SampleRun[] }) {
  const { t } = useTranslation(PROGRAMMING_NS);
  return (
    <ul className="pj-cases" aria-live="polite" data-testid="sample-results">
      {runs.map((run) => (
        <li key={run.index} className="pj-cases__row">
          <Outcome outcome={run.outcome} />{' '}
          <code>
            {t('input')} {show(examples[run.index]?.input)} → {t('expected')} {show(examples[run.index]?.expected)};{' '}
            {t('actual')} {run.actual ?? run.error ?? '—'}
          </code>
          {run.output && <pre className="pj-cases__output">{run.output}</pre>}
        </li>
      ))}
    </ul>
  );
}

/** The hidden tests' outcomes and scores, never their inputs or expected outputs. */
export function GradedResults({ graded }: { graded: GradedTask }) {
  const { t } = useTranslation(PROGRAMMING_NS);
  const allPassed = graded.cases.every((c) => c.outcome === 'passed');
  return (
    <section className="pj-cases" aria-live="polite" data-testid="graded-results">
      <h3>
        {t('resultTitle')} · {t('score', { score: graded.score, max: graded.maxScore })}
      </h3>
      {allPassed && <p role="status">{t('allPassed')}</p>}
      <ul>
        {graded.cases.map((c) => (
          <li key={c.index} className="pj-cases__row">
            {t('caseN', { n: c.index + 1 })} <Outcome outcome={c.outcome} /> {c.score}/{c.maxScore}
          </li>
        ))}
      </ul>
    </section>
  );
}
