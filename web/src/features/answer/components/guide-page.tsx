import { carriesItems, isAnswerDisabled } from '@pingjia/contract';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { answerHref } from '../../../shared/answering/task-links';
import { PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { clockStore } from '../../../shared/stores/clock-store';
import { useGuidePage } from '../api/get-guide-page';
import type { GuidePage } from '../api/get-guide-page';
import { useTaskState } from '../hooks/use-task-state';
import { useTaskRef } from '../hooks/use-task-ref';
import { ANSWER_NS } from '../i18n';
import { NoTask } from './no-task';
import './answer.css';

function GuideContent({ guide }: { guide: GuidePage }) {
  const { t } = useTranslation(ANSWER_NS);
  const navigate = useNavigate();
  const { mode } = useTaskRef();
  const serverNow = useStore(clockStore, (state) => state.serverNow);
  const state = useTaskState({ taskGroupId: guide.taskGroupId, activityId: guide.activityId });
  const flags = state.data?.evaluationLeafTaskStateDTO;
  const disabled = !flags || isAnswerDisabled(flags, guide.taskGroupInfo.tgiEndTime, new Date(serverNow));
  const start = () => {
    if (!state.data || disabled) return;
    // Re-uploads finish nothing new, so the limit never holds them (as on the server).
    if (mode !== 'reupload' && !state.gate(state.data.stamina)) return;
    void navigate(answerHref(guide.kind, { taskGroupId: guide.taskGroupId, activityId: guide.activityId }, mode));
  };
  return (
    <article className="pj-answer__sheet">
      <h1 className="pj-answer__title">{guide.title || guide.activityName}</h1>
      <p className="pj-answer__muted">{guide.taskGroupInfo.tgiName}</p>
      {guide.taskGroupInfo.tgiEndTime && (
        <p className="pj-answer__muted">{t('guide.endsAt', { time: guide.taskGroupInfo.tgiEndTime })}</p>
      )}
      {guide.passed === '1' && <Tag color="success">{t('guide.exempt')}</Tag>}
      <p className="pj-answer__guide">{guide.content}</p>
      {!carriesItems(guide.kind) && <p className="pj-answer__muted">{t('guide.engine')}</p>}
      {state.data && disabled && (
        <p role="status" className="pj-answer__warn">
          {t('guide.disabled')}
        </p>
      )}
      <Button block color="primary" size="large" disabled={disabled} loading={state.isPending} onClick={start}>
        {t('guide.start')}
      </Button>
    </article>
  );
}

/** §2 /activityIntroductionPage: the activity's guide page (getActivityGuidePage/{id}), then on to the answer screen. */
export function ActivityGuidePage() {
  const { t } = useTranslation(ANSWER_NS);
  const { task } = useTaskRef();
  const guide = useGuidePage(task?.activityId ?? null);
  if (!task) return <NoTask />;
  if (guide.isPending) return <PageLoading text={t('loading')} />;
  if (guide.isError)
    return <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void guide.refetch()} />;
  return <GuideContent guide={guide.data} />;
}
