import type { StudentReportListItem } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChoiceChips } from '../../../shared/mobile/choice-chips';
import { PageEmpty, PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { studentReportBatchesQueryOptions } from '../api/get-report-batches';
import { useReportNames } from '../api/get-report-names';
import { studentReportListQueryOptions } from '../api/get-student-report-list';
import { groupReports } from '../hooks/group-reports';
import { momentText } from '../hooks/report-format';
import { STUDENT_REPORT_NS } from '../i18n';

/** The query of the list's address with one more parameter set (or removed, with ''). */
function withParam(search: URLSearchParams, name: string, value: string): string {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  return `?${next.toString()}`;
}

function ReportLink({ item, search }: { item: StudentReportListItem; search: URLSearchParams }) {
  const { t, i18n } = useTranslation(STUDENT_REPORT_NS);
  return (
    <Link className="pj-sr-list__item" to={withParam(search, 'taskGroupId', String(item.taskGroupId))}>
      <span className="pj-sr-list__name">{item.taskGroupName}</span>
      <span className="pj-sr-list__marks">
        {!item.read && <span className="pj-sr-list__mark pj-sr-list__mark--unread">{t('list.unread')}</span>}
        {!item.taken && <span className="pj-sr-list__mark">{t('list.notTaken')}</span>}
        {item.lastChangedAt && (
          <span className="pj-sr-list__changed">
            {t('list.changed', { date: momentText(item.lastChangedAt, i18n.language) })}
          </span>
        )}
      </span>
    </Link>
  );
}

function YearBatchFilters({ studentId }: { studentId: number | undefined }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const [search, setSearch] = useSearchParams();
  const names = useReportNames();
  const reportYear = search.get('reportYear') ?? '';
  const batches = useQuery({ ...studentReportBatchesQueryOptions(reportYear, studentId), enabled: reportYear !== '' });
  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(withParam(search, name, value));
    // A batch belongs to its year.
    if (name === 'reportYear') next.delete('evaluationBatch');
    setSearch(next, { replace: true });
  };
  return (
    <div className="pj-sr-list__filters">
      <ChoiceChips
        label={t('list.years')}
        options={[{ value: '', label: t('list.allYears') }, ...names.years]}
        value={reportYear}
        onChange={(value) => choose('reportYear', value)}
      />
      {reportYear !== '' && (batches.data?.length ?? 0) > 0 && (
        <ChoiceChips
          label={t('list.batches')}
          options={[
            { value: '', label: t('list.allBatches') },
            ...(batches.data ?? []).map((batch) => ({ value: batch.evaluationBatch, label: batch.name })),
          ]}
          value={search.get('evaluationBatch') ?? ''}
          onChange={(value) => choose('evaluationBatch', value)}
        />
      )}
    </div>
  );
}

/** The published reports by report year and evaluation batch; each opens on the same page (?taskGroupId=). */
export function ReportList({ studentId }: { studentId?: number }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const [search] = useSearchParams();
  const names = useReportNames();
  const list = useQuery(
    studentReportListQueryOptions({
      studentId,
      reportYear: search.get('reportYear') || undefined,
      evaluationBatch: search.get('evaluationBatch') || undefined,
    }),
  );
  return (
    <>
      <YearBatchFilters studentId={studentId} />
      {list.isPending && <PageLoading text={t('list.loading')} />}
      {list.isError && (
        <PageFailed text={t('list.loadFailed')} retryText={t('list.retry')} onRetry={() => void list.refetch()} />
      )}
      {list.data?.length === 0 && <PageEmpty>{t('list.empty')}</PageEmpty>}
      {list.data &&
        groupReports(list.data).map((year) => (
          <section key={year.reportYear} className="pj-sr-list__year" aria-labelledby={`pj-sr-year-${year.reportYear}`}>
            <h2 id={`pj-sr-year-${year.reportYear}`} className="pj-sr-list__year-title">
              {names.yearName(year.reportYear)}
            </h2>
            {year.batches.map((batch) => {
              const headingId = `pj-sr-batch-${year.reportYear}-${batch.evaluationBatch}`;
              return (
                <section key={batch.evaluationBatch} aria-labelledby={headingId}>
                  <h3 id={headingId} className="pj-sr-list__batch-title">
                    {names.batchName(batch.evaluationBatch)}
                  </h3>
                  <ul className="pj-sr-list__items">
                    {batch.reports.map((item) => (
                      <li key={item.taskGroupId}>
                        <ReportLink item={item} search={search} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </section>
        ))}
    </>
  );
}
