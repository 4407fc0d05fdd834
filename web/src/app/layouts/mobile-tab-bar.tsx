import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export interface MobileTab {
  path: string;
  title: string;
}

/**
 * The phone's tab bar: plain links, so a keyboard reaches every tab and the current page is announced.
 * antd-mobile's TabBar renders its items as divs that Tab passes by, and brought its own code to every phone page.
 */
export function MobileTabBar({ tabs }: { tabs: MobileTab[] }) {
  const { t } = useTranslation();
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={t('nav.menu')} className="pj-mobile__tabs">
      {tabs.map((tab) => (
        <NavLink key={tab.path} to={tab.path} end className="pj-mobile__tab">
          {tab.title}
        </NavLink>
      ))}
    </nav>
  );
}
