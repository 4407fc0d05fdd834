import { ASSISTANT_QUESTION_MAX } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantKey, getAssistantState, type AssistantReportRef } from '../api/assistant-calls';
import { useAssistantChat, type Exchange } from '../hooks/use-assistant-chat';
import { REPORT_ASSISTANT_NS } from '../i18n';

function ExchangeItem({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation(REPORT_ASSISTANT_NS);
  return (
    <li className="pj-assistant__exchange">
      <p className="pj-assistant__question">
        <span className="pj-assistant__who">{t('you')}</span>
        {exchange.question}
      </p>
      <div className="pj-assistant__answer">
        <span className="pj-assistant__who">{t('assistant')}</span>
        {exchange.answer === '' && exchange.status === 'asking' ? t('thinking') : exchange.answer}
        {exchange.status === 'cancelled' && <p className="pj-assistant__note">{t('stopped')}</p>}
        {exchange.status === 'failed' && (
          <p className="pj-assistant__note pj-assistant__note--failed" role="alert">
            {exchange.failure}
          </p>
        )}
      </div>
    </li>
  );
}

/** The questions and answers, and the question box; Enter asks (Shift+Enter: a new line), Escape stops an answer. */
function Conversation({ report }: { report: AssistantReportRef }) {
  const { t } = useTranslation(REPORT_ASSISTANT_NS);
  const { exchanges, ask, cancel, isBusy } = useAssistantChat(report);
  const [draft, setDraft] = useState('');
  const ids = { privacy: useId(), question: useId(), count: useId() };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const question = draft.trim();
    if (question === '' || isBusy) return;
    setDraft('');
    void ask(question);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter also confirms a Chinese input method's choice: that one is not a question yet.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
    if (event.key === 'Escape' && isBusy) {
      event.stopPropagation();
      cancel();
    }
  };
  return (
    <>
      <p className="pj-assistant__intro">{t('intro')}</p>
      <p id={ids.privacy} className="pj-assistant__privacy">
        {t('privacy')}
      </p>
      {/* A log is announced politely; busy while an answer streams, so it is read once, whole. */}
      <ol className="pj-assistant__log" role="log" aria-label={t('title')} aria-busy={isBusy}>
        {exchanges.map((exchange) => (
          <ExchangeItem key={exchange.id} exchange={exchange} />
        ))}
      </ol>
      <form className="pj-assistant__form" onSubmit={submit}>
        <label htmlFor={ids.question}>{t('question')}</label>
        <textarea
          id={ids.question}
          value={draft}
          rows={2}
          maxLength={ASSISTANT_QUESTION_MAX}
          aria-describedby={`${ids.privacy} ${ids.count}`}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span id={ids.count} className="pj-assistant__count">
          {t('remaining', { count: ASSISTANT_QUESTION_MAX - draft.length })}
        </span>
        {isBusy ? (
          <button type="button" className="pj-assistant__button" onClick={cancel}>
            {t('stop')}
          </button>
        ) : (
          <button
            type="submit"
            className="pj-assistant__button pj-assistant__button--primary"
            disabled={draft.trim() === ''}
          >
            {t('ask')}
          </button>
        )}
      </form>
    </>
  );
}

/**
 * The body of the panel, loaded when it is first opened: it asks whether the assistant may be
 * used on this report (nothing is sent out for that) and says plainly why not when it may not.
 */
export default function AssistantChat({ report }: { report: AssistantReportRef }) {
  const { t } = useTranslation(REPORT_ASSISTANT_NS);
  const status = useQuery({
    queryKey: [...assistantKey, 'status', report],
    queryFn: () => getAssistantState(report),
    staleTime: 60_000,
  });
  if (status.isPending) return <p role="status">{t('loading')}</p>;
  if (status.isError) {
    return (
      <div role="alert" className="pj-assistant__state">
        <p>{t('loadFailed')}</p>
        <button type="button" className="pj-assistant__button" onClick={() => void status.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (status.data !== 'available') {
    return (
      <p role="status" className="pj-assistant__state">
        {t(`states.${status.data}`)}
      </p>
    );
  }
  return <Conversation report={report} />;
}
