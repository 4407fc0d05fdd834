import { lazy, Suspense } from 'react';
import { useLoginPrompts } from '../../hooks/use-login-prompts';

// Loaded only when the prompt is due, so the layout's first paint carries no modal code.
const IdentityConfirmDialog = lazy(async () => ({
  default: (await import('./identity-confirm-dialog')).IdentityConfirmDialog,
}));

/**
 * §4 login prompts in the mobile style, mounted by the mobile layout once the role is set.
 * Students and parents are never asked to change a default password, so only identity shows here.
 */
export function MobileLoginPrompts() {
  const { current, confirm } = useLoginPrompts();
  if (current !== 'identityConfirm') return null;
  return (
    <Suspense fallback={null}>
      <IdentityConfirmDialog onConfirmed={() => confirm('identityConfirm')} />
    </Suspense>
  );
}
