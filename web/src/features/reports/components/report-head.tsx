import type { ReportHead as Head } from '@pingjia/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeText } from '../../../shared/admin/drill/time-text';
import type { ReportChoices } from '../hooks/use-report-choices';
import { REPORTS_NS } from '../i18n';

type Fact = [key: string, value: ReactNode];

interface ReportHeadProps {
  head: Head;
  choices: ReportChoices;
  /** Beside the facts: publishing, exporting. */
  actions?: ReactNode;
  /** Off where a breadcrumb above already says where the report is. */
  withScope?: boolean;
}

/** What the report is, for whom, whether students and parents see it yet, and when it last changed. */
export function ReportHead({ head, choices, actions, withScope = true }: ReportHeadProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { yearLabel, batchName } = choices;
  const { publication, baseline } = head;
  const facts: Fact[] = [
    ['report', head.taskGroupName],
    ['period', `${yearLabel(head.reportYear)} · ${batchName(head.evaluationBatch)}`],
    ...(withScope
      ? [['scope', [...head.path.map((node) => node.name), head.node.name].filter(uniqueTail).join(' / ')] as Fact]
      : []),
    [
      'publication',
      publication.published ? (
        <Tag color="green">{t('head.published', { at: timeText(publication.publishedAt) })}</Tag>
      ) : (
        <Tag color="orange">{t('head.preview')}</Tag>
      ),
    ],
    ['lastChanged', head.lastChangedAt ? timeText(head.lastChangedAt) : t('head.neverChanged')],
    [
      'baseline',
      baseline
        ? t('filters.baselineOption', { name: baseline.taskGroupName, year: yearLabel(baseline.reportYear) })
        : t('head.noBaseline'),
    ],
    ['students', t('head.studentsValue', { included: head.students.included, taken: head.students.taken })],
  ];
  return (
    <section className="pj-report__head" aria-label={t('head.label')}>
      <dl className="pj-report__facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`head.${key}`)}</dt>
            <dd data-testid={`report-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="pj-report__actions">{actions}</div>}
    </section>
  );
}

/** The path may or may not end at the node itself: its name is listed once. */
function uniqueTail(name: string, index: number, names: string[]): boolean {
  return index !== names.length - 1 || names[index - 1] !== name;
}
