import { Card, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHome } from '../../hooks/use-home';

/** The student and parent home frame (/stuIndex, /parentIndexPage). */
export function MobileHome() {
  const { t } = useTranslation();
  const home = useHome();
  return (
    <>
      <Card title={<h1 className="pj-home-title">{home.greeting}</h1>}>
        <List>
          <List.Item extra={home.currentRoleLabel}>{t('home.currentRole')}</List.Item>
          <List.Item extra={home.roleLabels}>{t('home.roles')}</List.Item>
          {home.facts.map((fact) => (
            <List.Item key={fact.label} extra={fact.value}>
              {fact.label}
            </List.Item>
          ))}
          <List.Item extra={<time aria-live="off">{home.serverTime}</time>}>{t('home.serverTime')}</List.Item>
        </List>
      </Card>
      <Card title={<h2 className="pj-home-title">{t('home.menus')}</h2>}>
        <nav aria-label={t('home.menus')}>
          {home.links.length === 0 ? (
            <p>{t('home.noMenus')}</p>
          ) : (
            <List>
              {home.links.map((link) => (
                <List.Item key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </List.Item>
              ))}
            </List>
          )}
        </nav>
      </Card>
    </>
  );
}
