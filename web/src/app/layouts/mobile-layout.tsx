import { isStudentRole } from '@pingjia/contract';
import { Button, ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ActingBanner } from '../../features/parents/components/acting-banner';
import { useIsActing } from '../../features/parents/hooks/use-acting';
import { MobileLoginPrompts } from '../../features/session/components/mobile/mobile-login-prompts';
import { logout } from '../../features/session/logout';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { useRoleSwitch } from '../guard/use-role-switch';
import { AppLoading } from '../routes/app-loading';
import { MobileTabBar } from './mobile-tab-bar';
import { RoleSelect } from './role-select';
import { useAppTimers } from './use-app-timers';
import { useShell } from './use-shell';
import type { NavEntry } from './use-shell';
import './mobile-layout.css';

// The route table loads this layout's pages through its module, so they come after it (see mobile-pages.tsx).
export { mobilePages } from './mobile-pages';

/** A tab opens the entry's own page, or its first child's when the entry is a group. */
function tabPath(entry: NavEntry): string {
  return entry.path || entry.children.map(tabPath).find(Boolean) || '';
}

/** §6 mobile layout for students and parents: title bar, content, tab bar from the menus. */
export function MobileLayout() {
  const { t, i18n } = useTranslation();
  const shell = useShell();
  const switchRole = useRoleSwitch();
  const isActing = useIsActing();
  useAppTimers(isStudentRole(shell.currentRole));
  const tabs = shell.nav.map((entry) => ({ path: tabPath(entry), title: entry.label })).filter((tab) => tab.path);
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN}>
      <div className="pj-mobile">
        {/* Not antd-mobile's NavBar: it always renders an empty role="button" for a back control this layout has not got. */}
        <header className="pj-mobile__bar">
          <p className="pj-mobile__title">{t('app.title')}</p>
          <div className="pj-mobile__actions">
            <RoleSelect roles={shell.roles} currentRole={shell.currentRole} onSwitch={(id) => void switchRole(id)} />
            <LanguageSelect />
            <Button size="mini" fill="none" onClick={() => void logout()}>
              {t('nav.logout')}
            </Button>
          </div>
        </header>
        <ActingBanner />
        <main className="pj-mobile__content">
          <Suspense fallback={<AppLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <MobileTabBar tabs={tabs} />
        {/* The child's sign-in prompts ask the child, not the parent acting for them. */}
        {!isActing && <MobileLoginPrompts />}
      </div>
    </ConfigProvider>
  );
}
