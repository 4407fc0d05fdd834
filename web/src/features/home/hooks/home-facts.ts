import type { MenuItem, RoleInfo, UserInfo } from '@pingjia/contract';

export interface HomeFact {
  /** i18n key of the label. */
  labelKey: string;
  value: string;
}

export interface MenuLink {
  path: string;
  /** i18n key from the menu (menuName). */
  nameKey: string;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * Who the user is and what they look after, as the home frames show it: a class for
 * students, parents and teachers, a school for school staff, an area for area roles.
 */
export function homeFacts(user: UserInfo | null, roleInfo: RoleInfo | null): HomeFact[] {
  if (!user) return [];
  const facts: HomeFact[] = [];
  const area = join(user.provinceName, user.cityName, user.distinctName);
  const school = roleInfo?.manageName.schoolName ?? user.schoolName;
  const gradeClass = join(user.gradeName, user.className);
  if (area) facts.push({ labelKey: 'home.area', value: area });
  if (school) facts.push({ labelKey: 'home.school', value: school });
  if (gradeClass) facts.push({ labelKey: 'home.gradeClass', value: gradeClass });
  if (user.organizationName) facts.push({ labelKey: 'home.organization', value: user.organizationName });
  return facts;
}

/** Every page the menus open, in menu order, for the home's link list. */
export function menuLinks(menus: readonly MenuItem[]): MenuLink[] {
  return menus.flatMap((menu) => [
    ...(menu.menuUrl ? [{ path: menu.menuUrl, nameKey: menu.menuName }] : []),
    ...menuLinks(menu.children),
  ]);
}
