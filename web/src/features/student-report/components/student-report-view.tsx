import { MIN_REPORT_GROUP, type StudentReport } from '@pingjia/contract';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { momentText } from '../hooks/report-format';
import { STUDENT_REPORT_NS } from '../i18n';
import { ReportAspects } from './report-aspects';
import { ReportCharts } from './report-charts';
import './student-report-view.css';

type PlainText = StudentReport['strengths'][number];

interface StudentReportViewProps {
  report: StudentReport;
  /** The report year's and batch's names (dictionary labels) rather than their values. */
  yearName: string;
  batchName: string;
  /** The title's heading level: 1 where the report is the page, 2 under a page title; sections take the next. */
  level?: 1 | 2;
  /** Beside the print button (the admin page's export). */
  actions?: ReactNode;
}

function ReportHead({
  report,
  yearName,
  batchName,
}: Pick<StudentReportViewProps, 'report' | 'yearName' | 'batchName'>) {
  const { t, i18n } = useTranslation(STUDENT_REPORT_NS);
  const { head } = report;
  const placement = [head.schoolName, head.gradeName, head.className].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('view.student'), head.studentName],
    [t('view.year'), yearName],
    [t('view.batch'), batchName],
    ...(placement ? [[t('view.placement'), placement] as [string, string]] : []),
    ...(head.lastChangedAt
      ? [[t('view.lastChanged'), momentText(head.lastChangedAt, i18n.language)] as [string, string]]
      : []),
  ];
  return (
    <dl className="pj-sr__facts">
      {rows.map(([term, value]) => (
        <div key={term} className="pj-sr__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface TextListProps {
  title: string;
  empty: string;
  entries: PlainText[];
  headingId: string;
  Heading: 'h2' | 'h3';
}

/** Strengths or what to work on, in the words the server wrote for the reader's language. */
function TextList({ title, empty, entries, headingId, Heading }: TextListProps) {
  return (
    <section className="pj-sr__section" aria-labelledby={headingId}>
      <Heading id={headingId} className="pj-sr__section-title">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <p className="pj-sr__muted">{empty}</p>
      ) : (
        <ul className="pj-sr__texts">
          {entries.map((entry) => (
            <li key={entry.dimensionId}>
              <strong>{entry.name}</strong> {entry.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One student's report, in plain HTML so the phone pages and the admin page share it (no UI
 * library inside): head, overall, the server's charts with their tables, aspects and indicators
 * with the averages (never classmates), change since the baseline, strengths and what to work on.
 * A student without answers reads "not taken", never zeros. Printable (see the stylesheet).
 */
export function StudentReportView({ report, yearName, batchName, level = 2, actions }: StudentReportViewProps) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const id = useId();
  const Title = level === 1 ? 'h1' : 'h2';
  const Section = level === 1 ? 'h2' : 'h3';
  const { head, overall } = report;
  return (
    <article className="pj-sr" aria-labelledby={`${id}-title`}>
      <header className="pj-sr__head">
        <Title id={`${id}-title`} className="pj-sr__title">
          {head.taskGroupName}
        </Title>
        {!head.publication.published && (
          <p className="pj-sr__preview" role="note">
            {t('view.preview')}
          </p>
        )}
        <ReportHead report={report} yearName={yearName} batchName={batchName} />
        <div className="pj-sr__actions">
          <button type="button" className="pj-sr__print" onClick={() => window.print()}>
            {t('view.print')}
          </button>
          {actions}
        </div>
      </header>
      {report.taken ? (
        <>
          <section className="pj-sr__section pj-sr__overall" aria-labelledby={`${id}-overall`}>
            <Section id={`${id}-overall`} className="pj-sr__section-title">
              {t('view.overall')}
            </Section>
            <p className="pj-sr__line">
              {overall.score === null ? (
                <span className="pj-sr__muted">{t('view.notAnswered')}</span>
              ) : (
                <>
                  <span className="pj-sr__score pj-sr__score--big">{t('view.score', { score: overall.score })}</span>
                  {overall.level !== null && (
                    <span className={`pj-sr__level pj-sr__level--${overall.level}`}>
                      {t(`view.level.${overall.level}`)}
                    </span>
                  )}
                </>
              )}
            </p>
          </section>
          <ReportCharts report={report} idPrefix={id} />
          <ReportAspects report={report} headingId={`${id}-aspects`} Heading={Section} minGroup={MIN_REPORT_GROUP} />
          <TextList
            title={t('view.strengths')}
            empty={t('view.noStrengths')}
            entries={report.strengths}
            headingId={`${id}-strengths`}
            Heading={Section}
          />
          <TextList
            title={t('view.toWorkOn')}
            empty={t('view.nothingToWorkOn')}
            entries={report.toWorkOn}
            headingId={`${id}-work-on`}
            Heading={Section}
          />
        </>
      ) : (
        <section className="pj-sr__section pj-sr__not-taken" aria-labelledby={`${id}-not-taken`}>
          <Section id={`${id}-not-taken`} className="pj-sr__section-title">
            {t('view.notTakenTitle')}
          </Section>
          <p>{t('view.notTaken', { name: head.studentName })}</p>
        </section>
      )}
    </article>
  );
}
