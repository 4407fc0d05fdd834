import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { roleLabel } from '../../../shared/i18n/role-label';
import { useListedMenus } from '../../../shared/session/use-listed-menus';
import { clockStore } from '../../../shared/stores/clock-store';
import { heldRoleIds, userStore } from '../../../shared/stores/user-store';
import { homeFacts, menuLinks } from './home-facts';
import { localDateTime } from '../../../shared/browser/local-time';

/** Everything a home frame shows today, translated; the later issues add their own sections beside it. */
export function useHome() {
  const { t } = useTranslation();
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const roleInfo = useStore(userStore, (state) => state.roleInfo);
  const currentRole = useStore(userStore, (state) => state.currentRole);
  const menus = useListedMenus();
  const serverNow = useStore(clockStore, (state) => state.serverNow);
  return {
    greeting: t('home.greeting', { name: userInfo?.userName ?? '' }),
    currentRoleLabel: roleLabel(t, currentRole),
    roleLabels: heldRoleIds(userInfo)
      .map((code) => roleLabel(t, code))
      .join('、'),
    facts: homeFacts(userInfo, roleInfo).map((fact) => ({ label: t(fact.labelKey), value: fact.value })),
    serverTime: localDateTime(serverNow),
    links: menuLinks(menus).map((link) => ({ path: link.path, label: t(link.nameKey) })),
  };
}
