import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { Panel } from '../../../shared/admin/panel';
import { ReportChoiceFields, ReportChoiceState } from '../../../shared/admin/report-choice/report-choice-fields';
import { useReportChoice } from '../../../shared/admin/report-choice/use-report-choice';
import { gradesQueryOptions, myScopeQueryOptions, schoolsQueryOptions } from '../api/choices';
import { EXCLUSIVE_REPORT_NS } from '../i18n';
import { ExclusiveFigures } from './exclusive-figures';
import { GradeField, SchoolField } from './school-fields';
import { IndicatorPanel } from './indicator-panel';
import { Typography } from '../../../shared/admin/typography';
import './exclusive-report.css';

/**
 * /adminIndex/report/exclusiveReport: a school's own indicators under the common aspects, kept by
 * its school admin, and its report with them beside the common figures; area roles read a school's.
 */
export function ExclusiveReportPage() {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  const choice = useReportChoice();
  const [chosenSchoolId, setSchoolId] = useState<number>();
  const [chosenGrade, setGrade] = useState<number>();
  const scope = useQuery(myScopeQueryOptions);
  const canManage = scope.data?.capabilities.includes('manageExclusiveIndicators') ?? false;
  const taskGroupId = choice.status === 'ready' ? choice.current?.taskGroupId : undefined;
  const schools = useQuery({ ...schoolsQueryOptions(taskGroupId ?? 0), enabled: taskGroupId !== undefined });
  const school = schools.data?.find((entry) => entry.schoolId === chosenSchoolId) ?? schools.data?.[0];
  const grades = useQuery({
    ...gradesQueryOptions(choice.reportYear ?? ''),
    enabled: choice.reportYear !== undefined,
  });
  // A grade the year has no report for falls back to all grades.
  const gradeLevel = grades.data?.some((grade) => grade.gradeLevel === chosenGrade) ? chosenGrade : undefined;
  return (
    <Panel title={t('title')} level={1}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph className="pj-exclusive__intro">{t('intro')}</Typography.Paragraph>
        <Form layout="inline" aria-label={t('filtersLabel')}>
          <ReportChoiceFields idPrefix="exclusive" choice={choice} />
          {schools.data && school && (
            <SchoolField schools={schools.data} schoolId={school.schoolId} onChange={setSchoolId} />
          )}
          {grades.data && school && <GradeField grades={grades.data} gradeLevel={gradeLevel} onChange={setGrade} />}
        </Form>
        <ReportChoiceState choice={choice} />
        {taskGroupId !== undefined &&
          (schools.isError ? (
            <LoadFailed onRetry={() => void schools.refetch()} />
          ) : !schools.data || scope.isPending ? (
            <Skeleton active />
          ) : !school ? (
            <Empty description={<Typography.Text>{t('noSchool')}</Typography.Text>} />
          ) : (
            <>
              <IndicatorPanel schoolId={school.schoolId} taskGroupId={taskGroupId} canManage={canManage} />
              <ExclusiveFigures taskGroupId={taskGroupId} schoolId={school.schoolId} gradeLevel={gradeLevel} />
            </>
          ))}
      </Space>
    </Panel>
  );
}
