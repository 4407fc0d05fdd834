import { Skeleton, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { CONTENT_ADMIN_NS } from '../i18n';
import { ImportPanel } from './import-panel';
import './content-admin.css';

// The bullet-comment tab (table + dialog) loads when opened, keeping the page within the admin weight budget.
const DanmuPanel = lazy(async () => ({ default: (await import('./danmu-panel')).DanmuPanel }));

/** /adminIndex/secondPage: the activity admin's content import and bullet-comment moderation. */
export function ContentAdminPage() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  return (
    <Panel title={t('title')} level={1} className="pj-content-admin">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'import', label: t('tabs.import'), children: <ImportPanel /> },
          {
            key: 'danmu',
            label: t('tabs.danmu'),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <DanmuPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </Panel>
  );
}
