import { api } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '../../../../shared/i18n';
import { http } from '../../../../shared/request';
import { useHome } from '../../hooks/use-home';
import './admin-home.css';

/** queryHomePage's answer for admin-style roles: the figures of the caller's own scope. */
interface AdminFigures {
  schoolCount: number;
  classCount: number;
  studentCount: number;
  taskGroupsInProgress: number;
  finishedToday: number;
  studentsFinishedToday: number;
}

const FIGURES_NS = 'adminHomeFigures';
const FIGURE_KEYS = [
  'schoolCount',
  'classCount',
  'studentCount',
  'taskGroupsInProgress',
  'finishedToday',
  'studentsFinishedToday',
] as const;

// The figures' labels live with the only screen that shows them.
i18n.addResourceBundle(
  'zh-CN',
  FIGURES_NS,
  {
    title: '数据概览',
    failed: '概览数据没有加载出来',
    schoolCount: '学校',
    classCount: '班级',
    studentCount: '学生',
    taskGroupsInProgress: '进行中的任务组',
    finishedToday: '今日完成（次）',
    studentsFinishedToday: '今日完成（人）',
  },
  true,
  true,
);
i18n.addResourceBundle(
  'en-US',
  FIGURES_NS,
  {
    title: 'Overview',
    failed: 'The overview could not be loaded',
    schoolCount: 'Schools',
    classCount: 'Classes',
    studentCount: 'Students',
    taskGroupsInProgress: 'Task groups in progress',
    finishedToday: 'Completions today',
    studentsFinishedToday: 'Students finished today',
  },
  true,
  true,
);

function FiguresCard() {
  const { t } = useTranslation(FIGURES_NS);
  const figures = useQuery({
    queryKey: ['home', 'adminFigures'],
    queryFn: () => http.request<AdminFigures>(api.home.queryHomePage, { body: {} }),
  });
  return (
    <Card title={t('title')} className="pj-admin-home__figures">
      {figures.isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
      {figures.isError && <Alert type="warning" showIcon title={t('failed')} />}
      {figures.data && (
        <div className="pj-admin-home__figure-row">
          {FIGURE_KEYS.map((key) => (
            <Statistic key={key} title={t(key)} value={figures.data[key]} />
          ))}
        </div>
      )}
    </Card>
  );
}

/** The admin and head-teacher home frame (/adminIndex/page, /adminIndex/bzr). */
export function AdminHome() {
  const { t } = useTranslation();
  const home = useHome();
  return (
    <>
      <Card>
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
      </Card>
      <FiguresCard />
      <Card title={t('home.menus')} className="pj-admin-home__menus">
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
      </Card>
    </>
  );
}
