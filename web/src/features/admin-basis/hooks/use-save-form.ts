import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { ADMIN_BASIS_NS } from '../i18n';
import { runAction } from './run-action';

interface SaveFormOptions<V> {
  save: (values: V) => Promise<void>;
  /** Asked before saving (for example "create anyway?"); false saves nothing. */
  confirm?: (values: V) => Promise<boolean>;
  /** The lists that show what was saved. */
  invalidate: QueryKey;
  onSaved: () => void;
}

/**
 * Every edit dialog's submit: validate, optionally confirm, save with the server's field errors
 * landing on the form, then the saved toast, the lists refreshed and the dialog closed.
 */
export function useSaveForm<V>(form: FormInstance<V>, { save, confirm, invalidate, onSaved }: SaveFormOptions<V>) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // An invalid form shows its messages on the fields; there is nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      if (confirm && !(await confirm(values))) return;
      if (!(await runAction(() => save(values), form))) return;
    } finally {
      setBusy(false);
    }
    showToast(t('common.saved'), 'success');
    await queryClient.invalidateQueries({ queryKey: invalidate });
    onSaved();
  };
  return { busy, submit: () => void submit() };
}
