import { isRoleCode, roleName } from '@pingjia/contract';
import type { TFunction } from 'i18next';

/** A role code as the user reads it; an unknown code shows as itself rather than vanishing. */
export function roleLabel(t: TFunction, code: number): string {
  return isRoleCode(code) ? t(`roles.${roleName(code)}`) : String(code);
}
