import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { allReportsQueryOptions } from '../../../shared/admin/report-choice/queries';
import { useReportChoice, type ReportChoice } from '../../../shared/admin/report-choice/use-report-choice';
import { currentLocale } from '../../../shared/i18n';
import { userStore } from '../../../shared/stores/user-store';
import { reportGradesQueryOptions } from '../api/report-grades';
import type { ReportScope } from '../api/report-keys';
import { baselinesOf } from './baselines';
import { ALL_GRADES, type ReportViewControls } from './report-view';

/**
 * The filters of a report page: the shared report choice (year, batch, report), then the grade
 * and the value-added baseline. `scope` is what the report calls are asked for once a report is
 * chosen and the year's grades are known (status 'ready').
 */
export function useReportChoices(controls: ReportViewControls) {
  const { view } = controls;
  const shared = useReportChoice();
  const currentGradName = useStore(userStore, (state) => state.userInfo?.gradeName ?? undefined);
  const { reportYear, current } = shared;
  const grades = useQuery({
    ...reportGradesQueryOptions(reportYear ?? '', currentGradName || undefined),
    enabled: reportYear !== undefined,
  });
  const all = useQuery(allReportsQueryOptions);
  const baselines = current ? baselinesOf(all.data ?? [], current) : [];
  const gradeLevel = view.gradeLevel ?? grades.data?.currentGradeLevel ?? ALL_GRADES;
  const status: ReportChoice['status'] =
    shared.status !== 'ready' ? shared.status : grades.isError ? 'failed' : grades.data ? 'ready' : 'loading';
  // The shared choice's moves, each also resetting what belonged to the report left.
  const choice: ReportChoice = {
    ...shared,
    status,
    chooseYear: (year) => {
      shared.chooseYear(year);
      controls.newYear();
    },
    chooseBatch: (batch) => {
      shared.chooseBatch(batch);
      controls.newReport();
    },
    chooseReport: (taskGroupId) => {
      shared.chooseReport(taskGroupId);
      controls.newReport();
    },
    retry: () => {
      shared.retry();
      if (grades.isError) void grades.refetch();
    },
  };
  const scope: ReportScope | undefined =
    status === 'ready' && current
      ? {
          taskGroupId: current.taskGroupId,
          node: view.node,
          gradeLevel: gradeLevel === ALL_GRADES ? undefined : gradeLevel,
          baseTaskGroupId: view.baseTaskGroupId,
        }
      : undefined;
  return {
    choice,
    grades: grades.data?.grades ?? [],
    baselines,
    gradeLevel,
    baseTaskGroupId: view.baseTaskGroupId,
    scope,
    /** A year as the dictionary names it in the reader's language ('2025-2026学年'). */
    yearLabel: (key: string) => {
      const year = shared.years.find((entry) => entry.dictValue === key);
      if (!year) return key;
      return (currentLocale() === 'en-US' && year.dictLabelEn) || year.dictLabel;
    },
    batchName: (key: string) => shared.batches.find((batch) => batch.evaluationBatch === key)?.name ?? key,
  };
}

export type ReportChoices = ReturnType<typeof useReportChoices>;
