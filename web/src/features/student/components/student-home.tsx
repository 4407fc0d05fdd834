import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { PageEmpty, PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { answerStore, draftKey } from '../../../shared/stores/answer-store';
import { clockStore } from '../../../shared/stores/clock-store';
import { userStore } from '../../../shared/stores/user-store';
import { ownNewMarkQuery, useNewMark } from '../api/get-new-mark';
import type { NewMark } from '../api/get-new-mark';
import { useHomePage } from '../api/query-home-page';
import type { HomeActivity, StudentHomePage } from '../api/query-home-page';
import { useOpenTask } from '../hooks/use-open-task';
import { STUDENT_NS } from '../i18n';
import { AwardShelf } from './award-shelf';
import { DanmuLayer } from './danmu-layer';
import { IdolCard } from './idol-card';
import { QuickLinks } from './quick-links';
import { StaminaPanel } from './stamina-panel';
import { TaskGroupCard } from './task-group-card';
import './student-home.css';

// Few students ever have a reset result: the notice's code loads only when one is there to show.
const ResetNotices = lazy(async () => ({ default: (await import('./reset-notices')).ResetNotices }));

function useStudentNewMark() {
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const roleId = useStore(userStore, (state) => state.currentRole);
  return useNewMark(ownNewMarkQuery(userInfo, roleId)).data;
}

function HomeContent({ home, newMark }: { home: StudentHomePage; newMark: NewMark | undefined }) {
  const { t } = useTranslation(STUDENT_NS);
  const serverNow = useStore(clockStore, (state) => state.serverNow);
  const drafts = useStore(answerStore, (state) => state.drafts);
  const openTask = useOpenTask(home.stamina);
  const hasDraft = (activity: HomeActivity) => Boolean(drafts[draftKey(activity.taskGroupId, activity.activityId)]);
  const now = new Date(serverNow);
  return (
    <>
      {newMark && newMark.resets.length > 0 && (
        <Suspense fallback={null}>
          <ResetNotices resets={newMark.resets} />
        </Suspense>
      )}
      <IdolCard home={home} />
      <QuickLinks />
      <StaminaPanel stamina={home.stamina} />
      <AwardShelf awards={[...home.awards.medals, ...home.awards.trophies]} newCount={newMark?.awards.length ?? 0} />
      <h2 className="pj-student__section">{t('groups.title')}</h2>
      {home.taskGroups.length === 0 ? (
        <PageEmpty>{t('groups.empty')}</PageEmpty>
      ) : (
        home.taskGroups.map((group) => (
          <TaskGroupCard key={group.tgiId} group={group} now={now} hasDraft={hasDraft} onOpen={openTask} />
        ))
      )}
    </>
  );
}

/** §2 /stuIndex: the student home. */
export function StudentHome() {
  const { t } = useTranslation(STUDENT_NS);
  const home = useHomePage();
  // Asked beside the home rather than after it: it needs only the session, and one round trip less.
  const newMark = useStudentNewMark();
  return (
    <div className="pj-student">
      <DanmuLayer />
      {home.isPending && <PageLoading text={t('loading')} />}
      {home.isError && <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void home.refetch()} />}
      {home.data && <HomeContent home={home.data} newMark={newMark} />}
    </div>
  );
}
