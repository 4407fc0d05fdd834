import { appRoutes } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { userStore } from '../../../shared/stores/user-store';
import { STUDENT_NS } from '../i18n';

/**
 * The student's other pages as plain links: the role's top menu entries besides the home,
 * and the medals page. The tab bar is for thumbs; these also work with a keyboard.
 */
export function QuickLinks() {
  const { t } = useTranslation(STUDENT_NS);
  const { t: tShell } = useTranslation();
  const menus = useStore(userStore, (state) => state.menus);
  const links = menus
    .filter((menu) => menu.menuUrl && menu.menuUrl !== appRoutes.stuIndex)
    .map((menu) => ({ path: menu.menuUrl, label: tShell(menu.menuName) }));
  return (
    <nav className="pj-student__panel pj-student__links" aria-label={tShell('home.menus')}>
      {links.map((link) => (
        <Link key={link.path} to={link.path}>
          {link.label}
        </Link>
      ))}
      <Link to={appRoutes.stuSecondPage}>{t('awards.title')}</Link>
    </nav>
  );
}
