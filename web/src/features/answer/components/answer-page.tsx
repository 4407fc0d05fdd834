import { isAnswerDisabled } from '@pingjia/contract';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { AnswerMode, TaskRef } from '../../../shared/answering/task-links';
import { PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { ProgressMeter } from '../../../shared/mobile/progress-meter';
import { clockStore } from '../../../shared/stores/clock-store';
import { answeredCount, editable } from '../hooks/draft';
import { useAnswerSession } from '../hooks/use-answer-session';
import type { AnswerSession } from '../hooks/use-answer-session';
import { useDraft } from '../hooks/use-draft';
import { useSubmit } from '../hooks/use-submit';
import { useTaskRef } from '../hooks/use-task-ref';
import { ANSWER_NS } from '../i18n';
import { ConfirmSubmit } from './confirm-submit';
import { ItemField } from './items/item-field';
import { NoTask } from './no-task';
import { SaveStatus } from './save-status';
import './answer.css';

const SUBMIT_LABEL = { submit: 'answer.submit', replace: 'answer.replace', reupload: 'answer.reupload' } as const;

function AnswerSheet({ task, mode, session }: { task: TaskRef; mode: AnswerMode; session: AnswerSession }) {
  const { t } = useTranslation(ANSWER_NS);
  const serverNow = useStore(clockStore, (state) => state.serverNow);
  const { info, items } = session;
  const disabled = isAnswerDisabled(
    info.evaluationLeafTaskStateDTO,
    info.taskGroupInfo.tgiEndTime,
    new Date(serverNow),
  );
  const editor = useDraft(task, mode, session, !disabled);
  const submission = useSubmit(task, mode, session, editor);
  const { inFlight } = submission;
  const done = answeredCount(items, editor.draft.answers);
  return (
    <article className="pj-answer__sheet">
      <h1 className="pj-answer__title">{info.activity.activityName}</h1>
      <p className="pj-answer__muted">{info.taskGroupInfo.tgiName}</p>
      <ProgressMeter
        label={t('answer.progress', { done, total: items.length })}
        percent={items.length ? (100 * done) / items.length : 0}
        text={t('answer.progress', { done, total: items.length })}
      />
      {disabled && (
        <p role="status" className="pj-answer__warn">
          {t('answer.disabled')}
        </p>
      )}
      {mode === 'reupload' && <p className="pj-answer__muted">{t('answer.reuploadHint')}</p>}
      <ol className="pj-answer__items">
        {items.map((item, index) => {
          const labelId = `pj-item-${item.itemId}`;
          return (
            <li key={item.itemId} className="pj-answer__item" data-testid={`item-${item.type}`}>
              <p id={labelId} className="pj-answer__stem">
                <span className="pj-answer__number">{t('answer.question', { n: index + 1 })}</span> {item.stem}{' '}
                <Tag fill="outline" color={item.required ? 'danger' : 'default'}>
                  {t(item.required ? 'answer.required' : 'answer.optional')}
                </Tag>
              </p>
              <ItemField
                item={item}
                labelId={labelId}
                value={editor.draft.answers[String(item.itemId)]}
                disabled={disabled || inFlight || !editable(item, mode)}
                onChange={(value) => editor.setAnswer(item.itemId, value)}
              />
            </li>
          );
        })}
      </ol>
      <SaveStatus changed={editor.changed} serverSavedAt={editor.serverSavedAt} />
      {submission.confirming ? (
        <ConfirmSubmit onConfirm={() => void submission.confirm()} onCancel={submission.cancel} />
      ) : (
        <Button
          block
          color="primary"
          size="large"
          disabled={disabled || inFlight}
          loading={inFlight}
          loadingText={t('answer.submitting')}
          onClick={submission.submit}
        >
          {t(SUBMIT_LABEL[mode])}
        </Button>
      )}
    </article>
  );
}

/** §2 /studentAnswer and /studentQuestionnaireAnswer: every item type, a kept draft, one submit. */
export function AnswerPage() {
  const { t } = useTranslation(ANSWER_NS);
  const { task, mode } = useTaskRef();
  const session = useAnswerSession(task, mode);
  if (!task) return <NoTask />;
  if (session.isPending) return <PageLoading text={t('loading')} />;
  if (session.isError)
    return <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void session.refetch()} />;
  return <AnswerSheet task={task} mode={mode} session={session.data} />;
}
