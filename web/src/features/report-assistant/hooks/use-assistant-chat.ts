import { ErrorCode } from '@pingjia/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../shared/request';
import { askAssistant, createAssistantSession, type AssistantReportRef } from '../api/assistant-calls';
import { REPORT_ASSISTANT_NS } from '../i18n';

/** One question and its answer as the panel shows them. */
export interface Exchange {
  id: number;
  question: string;
  answer: string;
  /** asking: sent, nothing back yet; answering: text is arriving. */
  status: 'asking' | 'answering' | 'done' | 'cancelled' | 'failed';
  /** Why it failed, in the reader's language. */
  failure: string | null;
}

const isOpen = (exchange: Exchange | undefined) => exchange?.status === 'asking' || exchange?.status === 'answering';

/**
 * The conversation of one panel: the RAGFlow session is opened with the first question, each
 * answer streams into its exchange, and `cancel` stops the one under way (closing the panel does too).
 */
export function useAssistantChat(report: AssistantReportRef) {
  const { t } = useTranslation(REPORT_ASSISTANT_NS);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const sessionId = useRef<string | null>(null);
  const current = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  // A stopped exchange keeps what it showed: pieces still in flight are dropped.
  const update = useCallback((id: number, change: (exchange: Exchange) => Exchange) => {
    setExchanges((all) =>
      all.map((exchange) => (exchange.id === id && exchange.status !== 'cancelled' ? change(exchange) : exchange)),
    );
  }, []);

  const failureOf = useCallback(
    (error: unknown): string => {
      if (!isRequestError(error)) return t('failed');
      if (error.kind === 'business' && error.code === ErrorCode.NotFound) sessionId.current = null;
      if (error.code === ErrorCode.RateLimited) return t('rateLimited');
      return error.kind === 'business' ? error.message : t('failed');
    },
    [t],
  );

  const ask = useCallback(
    async (question: string) => {
      const id = nextId.current++;
      const abort = new AbortController();
      current.current = abort;
      setExchanges((all) => [...all, { id, question, answer: '', status: 'asking', failure: null }]);
      try {
        sessionId.current ??= await createAssistantSession(report);
        const onText = (text: string) =>
          update(id, (exchange) => ({ ...exchange, answer: exchange.answer + text, status: 'answering' }));
        const end = await askAssistant(sessionId.current, question, onText, abort.signal);
        update(id, (exchange) => ({ ...exchange, status: end, failure: end === 'failed' ? t('failed') : null }));
      } catch (error) {
        update(id, (exchange) => ({ ...exchange, status: 'failed', failure: failureOf(error) }));
      } finally {
        if (current.current === abort) current.current = null;
      }
    },
    [report, update, failureOf, t],
  );

  const cancel = useCallback(() => {
    current.current?.abort();
    setExchanges((all) => all.map((exchange) => (isOpen(exchange) ? { ...exchange, status: 'cancelled' } : exchange)));
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  return { exchanges, ask, cancel, isBusy: isOpen(exchanges.at(-1)) };
}
