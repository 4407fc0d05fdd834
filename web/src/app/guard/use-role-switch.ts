import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { guardDeps } from './guard-loader';
import { switchRole } from './switch-role';

/** The role switchers of both layouts: switch, then go where §2 says. */
export function useRoleSwitch(): (roleId: number) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (roleId: number) => {
      const target = await switchRole(roleId, guardDeps);
      await navigate(target);
    },
    [navigate],
  );
}
