import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_ASSISTANT_NS } from '../i18n';
import './report-assistant.css';

// The chat is fetched on first open: a phone page carries only this button until then.
const AssistantChat = lazy(() => import('./assistant-chat'));

/**
 * Which report the panel is about, of a task group: a student report (`studentId`; a student's
 * own when left out) on the student and parent pages, or a class report (`classId`) for teachers.
 */
export type ReportAssistantPanelProps = { taskGroupId: number } & (
  { studentId?: number; classId?: never } | { classId: number; studentId?: never }
);

/**
 * A button that opens the report assistant under a report: questions about that report are
 * answered by the district's RAGFlow, streamed as they come. Escape stops an answer under way,
 * or closes the panel; closing gives the focus back to the button.
 */
export function ReportAssistantPanel(props: ReportAssistantPanelProps) {
  const { t } = useTranslation(REPORT_ASSISTANT_NS);
  const [isOpen, setOpen] = useState(false);
  const ids = { panel: useId(), title: useId() };
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  const { taskGroupId, studentId, classId } = props;

  useEffect(() => {
    if (isOpen) panel.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const report = {
    taskGroupId,
    ...(studentId === undefined ? {} : { studentId }),
    ...(classId === undefined ? {} : { classId }),
  };
  return (
    <div className="pj-assistant-root">
      {!isOpen && (
        <button
          ref={opener}
          type="button"
          className="pj-assistant__button pj-assistant__button--primary"
          aria-expanded={false}
          aria-controls={ids.panel}
          onClick={() => setOpen(true)}
        >
          {t('open')}
        </button>
      )}
      {isOpen && (
        <section
          ref={panel}
          id={ids.panel}
          className="pj-assistant"
          aria-labelledby={ids.title}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <header className="pj-assistant__header">
            <h2 id={ids.title}>{t('title')}</h2>
            <button type="button" className="pj-assistant__button" onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </header>
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <AssistantChat report={report} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
