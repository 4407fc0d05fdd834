import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindDialog } from '../hooks/use-bind-dialog';
import type { BindTab } from '../hooks/use-bind-dialog';
import { AccountTab } from './account-tab';
import { IdentityTab } from './identity-tab';
import './parents.css';

interface Props {
  /** False while the parent has no child: binding one is the only way on (§4). */
  closable: boolean;
  /** The close button, and Escape: the caller decides what closing means (on the home, §4 logs out). */
  onClose: () => void;
  onBound: () => void;
  /** Shown under the submit button (the forced dialog's way out). */
  footer?: ReactNode;
}

const TABS: BindTab[] = ['account', 'identity'];

/**
 * §2 bind-account dialog: account and password, or personal information. A native modal
 * <dialog> keeps focus inside without a popup library (the parent pages' weight budget).
 */
export function BindDialog({ closable, onClose, onBound, footer = null }: Props) {
  const { t } = useTranslation();
  const form = useBindDialog(onBound);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const titles = { account: t('parents.tabAccount'), identity: t('parents.tabIdentity') };
  return (
    <dialog
      ref={ref}
      className="pj-bind"
      aria-labelledby="pj-bind-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="pj-bind__header">
        <h2 id="pj-bind-title">{t('parents.bindTitle')}</h2>
        {closable && (
          <button type="button" className="pj-bind__close" aria-label={t('parents.close')} onClick={onClose}>
            ×
          </button>
        )}
      </header>
      <div role="tablist" className="pj-bind__tabs">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`bind-tab-${tab}`}
            aria-selected={form.tab === tab}
            aria-controls="bind-tab-panel"
            onClick={() => form.setTab(tab)}
          >
            {titles[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bind-tab-panel" aria-labelledby={`bind-tab-${form.tab}`}>
        {form.tab === 'account' ? <AccountTab form={form} /> : <IdentityTab form={form} />}
      </div>
      <Button block color="primary" loading={form.submitting} onClick={() => void form.submit()}>
        {form.candidates.length > 0 && form.tab === 'identity' ? t('parents.confirmAccount') : t('parents.bind')}
      </Button>
      {footer}
    </dialog>
  );
}
