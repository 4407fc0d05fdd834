import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { timeText } from '../../../shared/admin/drill/time-text';
import { LazyTable, type TableColumnsType } from '../../../shared/admin/lazy-table';
import { exclusiveReportQueryOptions, type ExclusiveReport, type ExclusiveReportQuery } from '../api/exclusive-report';
import { EXCLUSIVE_REPORT_NS } from '../i18n';
import { figureLines, type FigureLine } from './figure-lines';
import { AverageText, LevelsText, MeanText } from './figure-text';
import { Typography } from '../../../shared/admin/typography';

/** The school's report: each common aspect's figure with its common indicators and the school's own beside them. */
export function ExclusiveFigures(query: ExclusiveReportQuery) {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  const headingId = useId();
  const report = useQuery(exclusiveReportQueryOptions(query));
  return (
    <section aria-labelledby={headingId} className="pj-exclusive__section">
      <h2 id={headingId} className="pj-exclusive__heading">
        {t('report.title')}
      </h2>
      {report.isError ? (
        <LoadFailed onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <Skeleton active />
      ) : (
        <>
          <ReportHead head={report.data.head} />
          {report.data.head.students.taken === 0 ? (
            <Empty description={<Typography.Text>{t('report.empty')}</Typography.Text>} />
          ) : (
            <FigureTable report={report.data} />
          )}
        </>
      )}
    </section>
  );
}

function ReportHead({ head }: { head: ExclusiveReport['head'] }) {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  const { publication } = head;
  const facts = [
    ['report', head.taskGroupName],
    ['node', head.node.name],
    [
      'publication',
      publication.published ? t('report.published', { at: timeText(publication.publishedAt) }) : t('report.preview'),
    ],
    ['lastChanged', head.lastChangedAt ? timeText(head.lastChangedAt) : t('report.neverChanged')],
    ['students', t('report.studentsValue', head.students)],
  ] as const;
  return (
    <dl className="pj-exclusive__head" data-testid="exclusive-head">
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`report.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FigureTable({ report }: { report: ExclusiveReport }) {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  const columns: TableColumnsType<FigureLine> = [
    {
      title: t('columns.dimension'),
      key: 'name',
      render: (_, line) =>
        line.kind === 'aspect' ? (
          <strong>{line.name}</strong>
        ) : (
          <>
            {line.name} {line.kind === 'own' && <Tag color="blue">{t('kinds.own')}</Tag>}
          </>
        ),
    },
    { title: t('columns.students'), key: 'students', align: 'right', render: (_, line) => line.figure.students },
    { title: t('columns.mean'), key: 'mean', align: 'right', render: (_, line) => <MeanText figure={line.figure} /> },
    {
      title: t('columns.district'),
      key: 'district',
      align: 'right',
      render: (_, line) => (line.district === undefined ? null : <AverageText mean={line.district} />),
    },
    { title: t('columns.levels'), key: 'levels', render: (_, line) => <LevelsText figure={line.figure} /> },
  ];
  return (
    <>
      <LazyTable<FigureLine>
        rowKey="key"
        columns={columns}
        dataSource={figureLines(report.aspects)}
        expandable={{ defaultExpandAllRows: true }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Typography.Paragraph className="pj-exclusive__legend">{t('missing.legend')}</Typography.Paragraph>
    </>
  );
}
