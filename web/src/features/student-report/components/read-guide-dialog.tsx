import { LEVEL_THRESHOLDS } from '@pingjia/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDENT_REPORT_NS } from '../i18n';
import './read-guide-dialog.css';

/**
 * The first-open guide: how to read levels, averages and change. A native modal <dialog> keeps
 * the focus inside without a popup library (the phone pages' weight budget); Escape closes it too.
 */
export function ReadGuideDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const [pass, good, excellent] = LEVEL_THRESHOLDS;
  return (
    <dialog
      ref={ref}
      className="pj-sr-guide"
      aria-labelledby="pj-sr-guide-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="pj-sr-guide-title">{t('guide.title')}</h2>
      <ul>
        <li>{t('guide.levels', { pass, good, excellent })}</li>
        <li>{t('guide.averages')}</li>
        <li>{t('guide.change')}</li>
        <li>{t('guide.words')}</li>
      </ul>
      <button type="button" className="pj-sr-guide__ok" onClick={onClose} autoFocus>
        {t('guide.ok')}
      </button>
    </dialog>
  );
}
