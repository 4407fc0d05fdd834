import type { TFunction } from 'i18next';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { isRequestError } from '../../../shared/request';
import type { Existing } from '../api/existence';

/**
 * When someone alike is already registered, the admin decides whether this is really a new
 * person; matches outside their scope are only counted, never named.
 */
async function confirmNewPerson(t: TFunction, existing: Existing): Promise<boolean> {
  if (!existing.exists) return true;
  const names = existing.users.map(
    (user) => `${user.userName}（${user.loginName}${user.schoolName ? `，${user.schoolName}` : ''}）`,
  );
  const text = names.length > 0 ? t('exists.inScope', { names: names.join('、') }) : t('exists.elsewhere');
  return showConfirmDialog({ text, confirmText: t('exists.createAnyway'), cancelText: t('common.cancel') });
}

/** Runs the existence check before a create; a failed check (already shown by the request layer) creates nothing. */
export async function isConfirmedNew(t: TFunction, check: () => Promise<Existing>): Promise<boolean> {
  try {
    return await confirmNewPerson(t, await check());
  } catch (error) {
    if (isRequestError(error)) return false;
    throw error;
  }
}
