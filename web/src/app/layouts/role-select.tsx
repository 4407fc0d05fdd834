import { useTranslation } from 'react-i18next';
import type { RoleChoice } from './use-shell';

interface RoleSelectProps {
  roles: RoleChoice[];
  currentRole: number;
  onSwitch: (roleId: number) => void;
  className?: string;
}

/** Shown only to users holding more than one role. */
export function RoleSelect({ roles, currentRole, onSwitch, className }: RoleSelectProps) {
  const { t } = useTranslation();
  if (roles.length < 2) return null;
  return (
    <select
      className={className}
      aria-label={t('nav.roleSwitch')}
      value={currentRole}
      onChange={(event) => onSwitch(Number(event.target.value))}
    >
      {roles.map((role) => (
        <option key={role.roleId} value={role.roleId}>
          {role.label}
        </option>
      ))}
    </select>
  );
}
