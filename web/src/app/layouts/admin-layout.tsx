// antd's component styles first, so the layout's and pages' own rules come after them (palette.ts).
import 'virtual:antd-static-style.css';
import { Button, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AdminLoginPrompts } from '../../features/session/components/admin/admin-login-prompts';
import { logout } from '../../features/session/logout';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { useRoleSwitch } from '../guard/use-role-switch';
import { AppLoading } from '../routes/app-loading';
import { antdTheme } from '../theme/palette';
import { AdminNav } from './admin-nav';
import { RoleSelect } from './role-select';
import { useAppTimers } from './use-app-timers';
import { activeNavPath } from './nav';
import { useShell } from './use-shell';
import './admin-layout.css';

// The route table loads this layout's pages through its module, so they come after it (see admin-pages.tsx).
export { adminPages } from './admin-pages';

/**
 * §6 admin layout: side menu from the role's menus; header with user, role switch, language, logout.
 * Below 992 px the menu folds away behind a menu button in the header.
 */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const shell = useShell();
  const switchRole = useRoleSwitch();
  useAppTimers(false);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={antdTheme}>
      <div className="pj-admin">
        <aside
          className={isMenuOpen ? 'pj-admin__side pj-admin__side--open' : 'pj-admin__side'}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && isMenuOpen) closeMenu();
          }}
        >
          <p className="pj-admin__brand">{t('app.title')}</p>
          <nav id={navId} aria-label={t('nav.menu')}>
            <AdminNav
              entries={shell.nav}
              activePath={activeNavPath(shell.nav, pathname)}
              onFollow={() => setMenuOpen(false)}
            />
          </nav>
        </aside>
        <div className="pj-admin__main">
          <header className="pj-admin__header">
            <button
              ref={menuButton}
              type="button"
              className="pj-admin__menu-button"
              aria-expanded={isMenuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen(!isMenuOpen)}
            >
              {t('nav.menu')}
            </button>
            <strong className="pj-admin__user">{shell.userInfo?.userName}</strong>
            <div className="pj-admin__tools">
              <RoleSelect roles={shell.roles} currentRole={shell.currentRole} onSwitch={(id) => void switchRole(id)} />
              <LanguageSelect />
              <Button onClick={() => void logout()}>{t('nav.logout')}</Button>
            </div>
          </header>
          <main className="pj-admin__content">
            <Suspense fallback={<AppLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
      <AdminLoginPrompts />
    </ConfigProvider>
  );
}
