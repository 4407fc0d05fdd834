import { capabilitiesOf } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { ChoiceChips } from '../../../shared/mobile/choice-chips';
import { PageEmpty, PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { userStore } from '../../../shared/stores/user-store';
import { STUDENT_REPORT_NS } from '../i18n';
import { OpenedReport } from './opened-report';
import { ReportList } from './report-list';
import './report-list-page.css';

export interface ChildChoice {
  studentId: number;
  userName: string;
}

/** The parent's bound children and the selected one (§6), as the parents feature keeps them. */
export interface SelectedChild {
  children: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  list: readonly ChildChoice[];
  current: ChildChoice | null;
  choose: (studentId: number) => void;
}

/** The list, or the report its address names (?taskGroupId=), for the student or for one child. */
function Reports({ studentId, title }: { studentId?: number; title: string }) {
  const [search] = useSearchParams();
  const taskGroupId = Number(search.get('taskGroupId'));
  if (Number.isInteger(taskGroupId) && taskGroupId > 0) {
    const backTo = new URLSearchParams(search);
    backTo.delete('taskGroupId');
    return <OpenedReport taskGroupId={taskGroupId} studentId={studentId} backTo={`?${backTo.toString()}`} />;
  }
  return (
    <>
      <h1 className="pj-sr-list__title">{title}</h1>
      <ReportList studentId={studentId} />
    </>
  );
}

function ChildReports({ useSelectedChild }: { useSelectedChild: () => SelectedChild }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const [search, setSearch] = useSearchParams();
  const { children, list, current, choose } = useSelectedChild();
  if (children.isPending) return <PageLoading text={t('list.loading')} />;
  if (children.isError) {
    return (
      <PageFailed text={t('list.loadFailed')} retryText={t('list.retry')} onRetry={() => void children.refetch()} />
    );
  }
  if (!current) return <PageEmpty>{t('list.noChildren')}</PageEmpty>;
  const switchChild = (studentId: number) => {
    choose(studentId);
    // An opened report and its filters were the other child's.
    const next = new URLSearchParams(search);
    for (const name of ['taskGroupId', 'reportYear', 'evaluationBatch', 'studentId']) next.delete(name);
    setSearch(next, { replace: true });
  };
  return (
    <>
      {list.length > 1 && (
        <div className="pj-sr-list__children pj-no-print">
          <ChoiceChips
            label={t('list.child')}
            options={list.map((child) => ({ value: child.studentId, label: child.userName }))}
            value={current.studentId}
            onChange={switchChild}
          />
        </div>
      )}
      <Reports
        key={current.studentId}
        studentId={current.studentId}
        title={t('list.childTitle', { name: current.userName })}
      />
    </>
  );
}

/**
 * §2 /studentIndex/reportList: a student's published reports by report year and evaluation batch,
 * a parent's for the selected child (§6); a report opens on the same page. The parents feature
 * hands in how the selected child is known, so the two features stay apart.
 */
export function StudentReportListPage({ useSelectedChild }: { useSelectedChild: () => SelectedChild }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const currentRole = useStore(userStore, (state) => state.currentRole);
  const isParent = capabilitiesOf(currentRole).includes('actForChildren');
  return (
    <div className="pj-sr-list">
      {isParent ? <ChildReports useSelectedChild={useSelectedChild} /> : <Reports title={t('list.title')} />}
    </div>
  );
}
