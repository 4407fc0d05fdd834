import { randomId } from '@pingjia/contract';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TaskRef } from '../../../shared/answering/task-links';
import { readTaskRef } from '../../../shared/answering/task-links';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { PageEmpty, PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { submitCode } from '../api/submit';
import { useTasks } from '../api/get-tasks';
import type { GradedTask, TasksView } from '../api/types';
import { useCodeDraft } from '../hooks/use-code-draft';
import { PROGRAMMING_NS } from '../i18n';
import { TaskPanel } from './task-panel';
import './programming.css';

function ProgrammingSheet({ task, view }: { task: TaskRef; view: TasksView }) {
  const { t } = useTranslation(PROGRAMMING_NS);
  const [graded, setGraded] = useState<GradedTask[]>(view.latest?.tasks ?? []);
  const [disabled, setDisabled] = useState(view.answerDisabled);
  const [submitting, setSubmitting] = useState(false);
  const draft = useCodeDraft(task, view, !disabled);
  // One key per submit attempt, reused by its retries, so a lost reply never grades twice.
  const submitKey = useRef<string | null>(null);

  const submit = async () => {
    if (!(await showConfirmDialog({ text: t('confirmSubmit'), confirmText: t('submit'), cancelText: t('cancel') })))
      return;
    submitKey.current ??= randomId(24);
    setSubmitting(true);
    try {
      const result = await submitCode(task, {
        submitKey: submitKey.current,
        code: draft.code,
        useTime: draft.useTime(),
      });
      submitKey.current = null;
      setGraded(result.tasks);
      setDisabled(true);
      showToast(t('submitted', { score: result.totalScore }), 'success');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <article className="pj-prog">
      <h1 className="pj-prog__title">{view.name}</h1>
      {disabled && (
        <p role="status" className="pj-prog__warn">
          {t('disabled')}
        </p>
      )}
      {view.tasks.map((item, index) => (
        <TaskPanel
          key={item.taskId}
          task={item}
          position={index + 1}
          code={draft.code[String(item.taskId)] ?? ''}
          readOnly={disabled || submitting}
          graded={graded.find((g) => g.taskId === item.taskId)}
          onCode={(code) => draft.setTaskCode(item.taskId, code)}
        />
      ))}
      {draft.savedAt && !disabled && <p className="pj-prog__muted">{t('draftSaved')}</p>}
      {!disabled && (
        <Button
          block
          color="primary"
          size="large"
          loading={submitting}
          loadingText={t('submitting')}
          onClick={() => void submit()}
        >
          {t('submit')}
        </Button>
      )}
    </article>
  );
}

function ProgrammingLoader({ task }: { task: TaskRef }) {
  const { t } = useTranslation(PROGRAMMING_NS);
  const query = useTasks(task);
  if (query.isPending) return <PageLoading text={t('loading')} />;
  if (query.isError)
    return <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void query.refetch()} />;
  if (query.data.tasks.length === 0) return <PageEmpty>{t('empty')}</PageEmpty>;
  return <ProgrammingSheet task={task} view={query.data} />;
}

/** §2 /studentKooAnswer: the programming tasks of an activity, opened from the home with its task query. */
export function ProgrammingAnswerPage() {
  const { t } = useTranslation(PROGRAMMING_NS);
  const [search] = useSearchParams();
  const task = readTaskRef(search);
  if (!task) return <PageEmpty>{t('noTask')}</PageEmpty>;
  return <ProgrammingLoader task={task} />;
}
