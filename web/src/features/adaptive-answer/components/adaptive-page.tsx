import { appRoutes } from '@pingjia/contract';
import { Button, Radio, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readMode, readTaskRef, reportHref, type TaskRef } from '../../../shared/answering/task-links';
import { showToast } from '../../../shared/feedback/toast';
import { PageEmpty, PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { ProgressMeter } from '../../../shared/mobile/progress-meter';
import { useAdaptiveTest } from '../hooks/use-adaptive-test';
import { useSubmitTest } from '../hooks/use-submit-test';
import { ADAPTIVE_NS } from '../i18n';
import { LookBack } from './look-back';
import './adaptive.css';

function FinishedPanel({ task, elapsedSeconds }: { task: TaskRef; elapsedSeconds: () => number }) {
  const { t } = useTranslation(ADAPTIVE_NS);
  const { submit, inFlight, ready } = useSubmitTest(task, elapsedSeconds);
  return (
    <section className="pj-adaptive__done" aria-labelledby="pj-adaptive-done">
      <h2 id="pj-adaptive-done">{t('finishedTitle')}</h2>
      <p>{t('finishedText')}</p>
      <Button
        block
        color="primary"
        size="large"
        disabled={!ready || inFlight}
        loading={inFlight}
        loadingText={t('submitting')}
        onClick={() => void submit()}
      >
        {t('submit')}
      </Button>
    </section>
  );
}

function TestSheet({ task, reanswer }: { task: TaskRef; reanswer: boolean }) {
  const { t } = useTranslation(ADAPTIVE_NS);
  const test = useAdaptiveTest(task, reanswer);
  const { info, page, current, optionId } = test;
  if (info.isPending) return <PageLoading text={t('loading')} />;
  if (info.isError)
    return <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void info.refetch()} />;
  if (!info.data.hasBank) return <PageEmpty>{t('noBank')}</PageEmpty>;
  if (info.data.submitted && !reanswer) {
    return (
      <PageEmpty>
        {t('submittedTitle')} <Link to={reportHref(task)}>{t('viewReport')}</Link>
      </PageEmpty>
    );
  }
  if (info.data.answerDisabled && !info.data.started) return <PageEmpty>{t('disabled')}</PageEmpty>;
  if (page.isPending) return <PageLoading text={t('loading')} />;
  if (page.isError)
    return <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void page.refetch()} />;

  const { answeredCount, maxLength, position } = page.data;
  const next = () => {
    if (!current) return;
    if (!optionId) return showToast(t('chooseFirst'), 'info');
    test.answer.mutate({ itemId: current.itemId, optionId });
  };
  return (
    <article className="pj-adaptive__sheet">
      <h1 className="pj-adaptive__title">{info.data.name}</h1>
      <p className="pj-adaptive__muted">{t('intro')}</p>
      <ProgressMeter
        label={t('answered', { count: answeredCount })}
        percent={(100 * answeredCount) / Math.max(maxLength, 1)}
        text={t('answered', { count: answeredCount })}
      />
      {current ? (
        <form
          className="pj-adaptive__item"
          aria-labelledby="pj-adaptive-stem"
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          <p className="pj-adaptive__muted">{t('progress', { position, max: maxLength })}</p>
          <p id="pj-adaptive-stem" className="pj-adaptive__stem" data-testid="adaptive-stem">
            {current.stem}
          </p>
          <Radio.Group value={optionId} onChange={(value) => test.mark(String(value))} disabled={test.answer.isPending}>
            <Space direction="vertical" block>
              {current.options.map((option) => (
                <Radio key={option.id} value={option.id} block>
                  {option.label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={test.answer.isPending}
            loadingText={t('sending')}
          >
            {t('next')}
          </Button>
        </form>
      ) : (
        <FinishedPanel task={task} elapsedSeconds={test.elapsedSeconds} />
      )}
      <LookBack task={task} answeredCount={answeredCount} />
    </article>
  );
}

/** §2 /studentAdaptiveAnswer: one server-chosen item at a time, resumable, answered items read only. */
export function AdaptiveAnswerPage() {
  const { t } = useTranslation(ADAPTIVE_NS);
  const [search] = useSearchParams();
  const task = readTaskRef(search);
  if (!task) {
    return (
      <PageEmpty>
        {t('noTask')} <Link to={appRoutes.stuIndex}>{t('backHome')}</Link>
      </PageEmpty>
    );
  }
  return (
    <TestSheet key={`${task.taskGroupId}-${task.activityId}`} task={task} reanswer={readMode(search) === 'replace'} />
  );
}
