import { lazy, Suspense } from 'react';
import { useLoginPrompts } from '../../hooks/use-login-prompts';

// Loaded only when a prompt is due, so the layout's first paint carries no modal code.
const ChangeDefaultPasswordModal = lazy(async () => ({
  default: (await import('./change-default-password-modal')).ChangeDefaultPasswordModal,
}));
const IdentityConfirmModal = lazy(async () => ({
  default: (await import('./identity-confirm-modal')).IdentityConfirmModal,
}));

/** §4 login prompts in the admin style; mounted by the admin layout once the role is set. */
export function AdminLoginPrompts() {
  const { current, confirm } = useLoginPrompts();
  if (current === null) return null;
  return (
    <Suspense fallback={null}>
      {current === 'changeDefaultPassword' ? (
        <ChangeDefaultPasswordModal onChanged={() => confirm('changeDefaultPassword')} />
      ) : (
        <IdentityConfirmModal onConfirmed={() => confirm('identityConfirm')} />
      )}
    </Suspense>
  );
}
