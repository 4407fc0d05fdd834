import { Button, ConfigProvider, Layout, Menu, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AdminLoginPrompts } from '../../features/session/components/admin/admin-login-prompts';
import { logout } from '../../features/session/logout';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { useRoleSwitch } from '../guard/use-role-switch';
import { AppLoading } from '../routes/app-loading';
import { antdTheme } from '../theme/palette';
import { RoleSelect } from './role-select';
import { useAppTimers } from './use-app-timers';
import { activeNavPath, listedChildren } from './nav';
import { useShell } from './use-shell';
import type { NavEntry } from './use-shell';
import './admin-layout.css';

type MenuEntries = NonNullable<MenuProps['items']>;

function toMenuItems(entries: NavEntry[]): MenuEntries {
  return entries.map((entry) => {
    const children = listedChildren(entry);
    return children.length > 0
      ? { key: entry.key, label: entry.label, children: toMenuItems(children) }
      : { key: entry.path || entry.key, label: entry.label };
  });
}

/** §6 admin layout: side menu from the role's menus; header with user, role switch, language, logout. */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shell = useShell();
  const switchRole = useRoleSwitch();
  useAppTimers(false);
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={antdTheme}>
      <Layout className="pj-admin">
        <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={220}>
          <div className="pj-admin__brand">{t('app.title')}</div>
          <nav aria-label={t('nav.menu')}>
            <Menu
              mode="inline"
              items={toMenuItems(shell.nav)}
              selectedKeys={[activeNavPath(shell.nav, pathname) ?? pathname]}
              onClick={({ key }) => void navigate(key)}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header className="pj-admin__header">
            <Typography.Text strong>{shell.userInfo?.userName}</Typography.Text>
            <Space wrap>
              <RoleSelect roles={shell.roles} currentRole={shell.currentRole} onSwitch={(id) => void switchRole(id)} />
              <LanguageSelect />
              <Button onClick={() => void logout()}>{t('nav.logout')}</Button>
            </Space>
          </Layout.Header>
          <Layout.Content className="pj-admin__content">
            <Suspense fallback={<AppLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
      <AdminLoginPrompts />
    </ConfigProvider>
  );
}
