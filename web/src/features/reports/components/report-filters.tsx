import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChoiceFields } from '../../../shared/admin/report-choice/report-choice-fields';
import type { ReportChoices } from '../hooks/use-report-choices';
import { ALL_GRADES, type ReportViewControls } from '../hooks/report-view';
import { REPORTS_NS } from '../i18n';

/** The baseline filter's "server's choice": task group ids are positive, so 0 names none of them. */
const SERVER_BASELINE = 0;

interface ReportFiltersProps {
  choices: ReportChoices;
  controls: ReportViewControls;
  /** Fields of the page's own after the common ones (the development page's phase). */
  children?: ReactNode;
}

/** Report year, evaluation batch and report (the shared choice), grade and value-added baseline. */
export function ReportFilters({ choices, controls, children }: ReportFiltersProps) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <Form layout="inline" aria-label={t('filters.label')} className="pj-report__filters">
      <ReportChoiceFields idPrefix="report" choice={choices.choice} />
      <Form.Item label={t('filters.grade')} htmlFor="report-grade">
        <Select
          id="report-grade"
          style={{ minWidth: 120 }}
          value={choices.gradeLevel}
          onChange={controls.chooseGrade}
          options={[
            { value: ALL_GRADES, label: t('filters.allGrades') },
            ...choices.grades.map((grade) => ({ value: grade.gradeLevel, label: grade.gradeName })),
          ]}
        />
      </Form.Item>
      <Form.Item label={t('filters.baseline')} htmlFor="report-baseline">
        <Select
          id="report-baseline"
          style={{ minWidth: 260 }}
          value={choices.baseTaskGroupId ?? SERVER_BASELINE}
          onChange={(value: number) => controls.chooseBaseline(value === SERVER_BASELINE ? undefined : value)}
          options={[
            { value: SERVER_BASELINE, label: t('filters.serverBaseline') },
            ...choices.baselines.map((choice) => ({
              value: choice.taskGroupId,
              label: t('filters.baselineOption', {
                name: choice.taskGroupName,
                year: choices.yearLabel(choice.reportYear),
              }),
            })),
          ]}
        />
      </Form.Item>
      {children}
    </Form>
  );
}
