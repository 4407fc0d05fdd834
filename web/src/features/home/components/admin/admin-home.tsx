import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../../shared/admin/panel';
import { useHome } from '../../hooks/use-home';
import { FiguresCard, TaskGroupsCard } from './admin-figures';
import { CurrentGroupCard } from './current-group-card';
import { Typography } from '../../../../shared/admin/typography';
import './admin-home.css';

/** The admin and head-teacher home frame (/adminIndex/page, /adminIndex/bzr): the current group first, for a phone. */
export function AdminHome() {
  const { t } = useTranslation();
  const home = useHome();
  return (
    <div className="pj-admin-home">
      <Panel>
        <Typography.Title level={3}>{home.greeting}</Typography.Title>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('home.currentRole')}>{home.currentRoleLabel}</Descriptions.Item>
          <Descriptions.Item label={t('home.roles')}>{home.roleLabels}</Descriptions.Item>
          {home.facts.map((fact) => (
            <Descriptions.Item key={fact.label} label={fact.label}>
              {fact.value}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('home.serverTime')}>
            <time>{home.serverTime}</time>
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      <CurrentGroupCard />
      <FiguresCard />
      <TaskGroupsCard />
      <Panel title={t('home.menus')}>
        <nav aria-label={t('home.menus')}>
          {home.links.length === 0 ? (
            <Typography.Text type="secondary">{t('home.noMenus')}</Typography.Text>
          ) : (
            <ul className="pj-admin-home__links">
              {home.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </Panel>
    </div>
  );
}
