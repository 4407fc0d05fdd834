import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../shared/admin/drill/load-failed';
import { studentReportQueryOptions } from '../../api/get-student-report';
import { STUDENT_REPORT_NS } from '../../i18n';
import { useReportExtras } from '../../report-extras';
import { StudentReportView } from '../student-report-view';
import { ExportReportButton } from './export-report-button';

interface StudentReportPanelProps {
  taskGroupId: number;
  studentId: number;
  /** The names of the report's year and batch values. */
  names: { yearName: (value: string) => string; batchName: (value: string) => string };
  onBack: () => void;
}

/** One student's report as staff see it (a preview until published), with its export. */
export function StudentReportPanel({ taskGroupId, studentId, names, onBack }: StudentReportPanelProps) {
  const { t, i18n } = useTranslation(STUDENT_REPORT_NS);
  const { Actions } = useReportExtras();
  const report = useQuery(studentReportQueryOptions({ taskGroupId, studentId }, i18n.language));
  if (report.isError) return <LoadFailed onRetry={() => void report.refetch()} onBackToScope={onBack} />;
  if (!report.data) return <Skeleton active />;
  const { head } = report.data;
  return (
    <StudentReportView
      report={report.data}
      yearName={names.yearName(head.reportYear)}
      batchName={names.batchName(head.evaluationBatch)}
      actions={
        <>
          <ExportReportButton
            query={{ taskGroupId, studentId }}
            fileName={`${t('admin.exportName')}-${head.studentName}-${head.taskGroupName}.xlsx`}
          />
          {Actions && <Actions taskGroupId={taskGroupId} studentId={studentId} />}
        </>
      }
    />
  );
}
