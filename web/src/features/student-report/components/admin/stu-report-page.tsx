import { Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../shared/admin/panel';
import { ReportChoiceFields, ReportChoiceState } from '../../../../shared/admin/report-choice/report-choice-fields';
import { useReportChoice } from '../../../../shared/admin/report-choice/use-report-choice';
import { labelOf } from '../../api/get-report-names';
import { useStuReportView } from '../../hooks/stu-report-view';
import { STUDENT_REPORT_NS } from '../../i18n';
import { ClassTable } from './class-table';
import { ReportPath } from './report-path';
import { StudentMarkTable } from './student-mark-table';
import { StudentReportPanel } from './student-report-panel';
import './stu-report-page.css';

/**
 * §2 /adminIndex/report/stuReport: pick a report (year, batch, report), a class of the caller's
 * scope, then one of its students (name order, no rank) to read their report and export it.
 * Another report keeps the class and the student open, to compare one child's reports.
 */
export function StuReportPage() {
  const { t, i18n } = useTranslation(STUDENT_REPORT_NS);
  const controls = useStuReportView();
  const { view } = controls;
  const choice = useReportChoice();
  const taskGroupId = choice.current?.taskGroupId;
  const names = {
    yearName: (value: string) => {
      const year = choice.years.find((entry) => entry.dictValue === value);
      return year ? labelOf(year, i18n.language) : value;
    },
    batchName: (value: string) => choice.batches.find((batch) => batch.evaluationBatch === value)?.name ?? value,
  };
  const body = () => {
    if (taskGroupId === undefined) return <ReportChoiceState choice={choice} />;
    if (!view.openClass) return <ClassTable taskGroupId={taskGroupId} view={view} controls={controls} />;
    if (!view.openStudent) {
      return <StudentMarkTable taskGroupId={taskGroupId} openClass={view.openClass} view={view} controls={controls} />;
    }
    return (
      <StudentReportPanel
        key={`${taskGroupId}-${view.openStudent.studentId}`}
        taskGroupId={taskGroupId}
        studentId={view.openStudent.studentId}
        names={names}
        onBack={() => controls.openStudent(undefined)}
      />
    );
  };
  return (
    <Panel title={t('admin.title')} level={1} className="pj-stu-report">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Form layout="inline" className="pj-no-print">
          <ReportChoiceFields idPrefix="stu-report" choice={choice} />
        </Form>
        {taskGroupId !== undefined && <ReportPath view={view} controls={controls} />}
        {body()}
      </Space>
    </Panel>
  );
}
