import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_NS } from '../i18n';

/** Asks once before a submit, in place of the button, with the focus on the confirming choice. */
export function ConfirmSubmit({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(ANSWER_NS);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('button[data-confirm]')?.focus();
  }, []);
  return (
    <div
      ref={panel}
      role="alertdialog"
      aria-labelledby="pj-confirm-title"
      aria-describedby="pj-confirm-text"
      className="pj-answer__confirm"
    >
      <h2 id="pj-confirm-title" className="pj-answer__confirm-title">
        {t('answer.confirmTitle')}
      </h2>
      <p id="pj-confirm-text">{t('answer.confirmText')}</p>
      <div className="pj-answer__confirm-actions">
        <Button onClick={onCancel}>{t('answer.cancel')}</Button>
        <Button color="primary" data-confirm onClick={onConfirm}>
          {t('answer.confirm')}
        </Button>
      </div>
    </div>
  );
}
