import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { classReportQueryOptions, type ClassReportQuery } from '../api/class-report';
import { downloadClassReport } from '../api/download-report';
import type { ReportChoices } from '../hooks/use-report-choices';
import { REPORTS_NS } from '../i18n';
import { useReportPageExtras } from '../report-extras';
import { ClassStudents } from './class-students';
import { ExportButton } from './export-button';
import { ReportFigures } from './report-figures';
import { ReportHead } from './report-head';

interface ClassReportViewProps {
  query: ClassReportQuery;
  choices: ReportChoices;
  onBack: () => void;
}

/** One class's report: its figures against its school and area, its value-added, and its students. */
export function ClassReportView({ query, choices, onBack }: ClassReportViewProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { ClassActions, ClassBelow } = useReportPageExtras();
  const report = useQuery(classReportQueryOptions(query));
  const which = { taskGroupId: query.taskGroupId, classId: query.classId };
  const back = <Button onClick={onBack}>{t('classes.back')}</Button>;
  if (report.isError) {
    return (
      <Space orientation="vertical">
        {back}
        <LoadFailed onRetry={() => void report.refetch()} />
      </Space>
    );
  }
  if (!report.data) return <Skeleton active />;
  const { head, overall, aspects, students } = report.data;
  const exportButton = (
    <Space wrap>
      <ExportButton
        label={t('export.classReport')}
        download={() => downloadClassReport(which, t('export.classFileName'))}
      />
      {ClassActions && <ClassActions {...which} />}
    </Space>
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {back}
      <ReportHead head={head} choices={choices} actions={exportButton} />
      <ReportFigures head={head} overall={overall} aspects={aspects} yearLabel={choices.yearLabel} />
      <ClassStudents students={students} />
      {ClassBelow && <ClassBelow {...which} />}
    </Space>
  );
}
