import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { isRequestError } from '../../../shared/request/request-error';
import { useReportNames } from '../api/get-report-names';
import { useOpenedReport, type OpenedReportRef } from '../hooks/use-opened-report';
import { useReportExtras } from '../report-extras';
import { STUDENT_REPORT_NS } from '../i18n';
import { ReadGuideDialog } from './read-guide-dialog';
import { StudentReportView } from './student-report-view';

interface OpenedReportProps extends OpenedReportRef {
  /** The list, with the filters it was opened from. */
  backTo: string;
}

/** A report opened from the phone list, with the way back and, the first time, the guide to reading it. */
export function OpenedReport({ taskGroupId, studentId, backTo }: OpenedReportProps) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const names = useReportNames();
  const { Actions, Below } = useReportExtras();
  const { report, isGuideDue, closeGuide } = useOpenedReport({ taskGroupId, studentId });
  const which = studentId === undefined ? { taskGroupId } : { taskGroupId, studentId };
  const back = (
    <p className="pj-sr-list__back pj-no-print">
      <Link to={backTo}>{t('list.back')}</Link>
    </p>
  );
  if (report.isPending) return <PageLoading text={t('list.loading')} />;
  if (report.isError) {
    // A refusal (not published, not theirs) reads like a missing report; anything else may pass on a retry.
    if (isRequestError(report.error) && report.error.kind === 'business') {
      return (
        <>
          <p role="alert" className="pj-sr-list__state">
            {t('list.notAvailable')}
          </p>
          {back}
        </>
      );
    }
    return <PageFailed text={t('list.loadFailed')} retryText={t('list.retry')} onRetry={() => void report.refetch()} />;
  }
  const { head } = report.data;
  return (
    <>
      {back}
      <StudentReportView
        report={report.data}
        yearName={names.yearName(head.reportYear)}
        batchName={names.batchName(head.evaluationBatch)}
        level={1}
        actions={Actions && <Actions {...which} />}
      />
      {Below && report.data.taken && <Below {...which} />}
      {isGuideDue && <ReadGuideDialog onClose={closeGuide} />}
    </>
  );
}
