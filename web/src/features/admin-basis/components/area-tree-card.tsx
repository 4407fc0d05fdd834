import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Space } from 'antd';
import { Panel } from '../../../shared/admin/panel';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areasQueryOptions, areaTree } from '../api/areas';
import type { AreaNode } from '../api/areas';
import { useCan } from '../api/scope';
import type { AreaRecord } from '../api/types';
import { ADMIN_BASIS_NS } from '../i18n';
import { LazyTable } from '../../../shared/admin/lazy-table';
import { LoadFailed } from './list-state';

const AreaDialog = lazy(() => import('./area-dialog'));

type Editing = { parent: AreaRecord; area: AreaRecord | null } | null;

/** The areas in scope as a tree; area admins add sub-areas and rename the areas below their own. */
export function AreaTreeCard() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const areas = useQuery(areasQueryOptions);
  const canManage = useCan('manageAreas');
  const [editing, setEditing] = useState<Editing>(null);
  const byId = new Map((areas.data ?? []).map((area) => [area.id, area]));
  const actions = (row: AreaNode) => {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    return (
      <Space>
        {row.level !== 'district' && (
          <Button type="link" onClick={() => setEditing({ parent: row, area: null })} aria-label={`${t('area.addChild')} ${row.name}`}>
            {t('area.addChild')}
          </Button>
        )}
        {/* Renaming belongs to whoever manages the parent: one's own top area is renamed a level up. */}
        {parent && (
          <Button type="link" onClick={() => setEditing({ parent, area: row })} aria-label={`${t('area.rename')} ${row.name}`}>
            {t('area.rename')}
          </Button>
        )}
      </Space>
    );
  };
  const columns: TableColumnsType<AreaNode> = [
    { title: t('area.name'), dataIndex: 'name' },
    { title: t('area.code'), dataIndex: 'code' },
    { title: t('area.level'), dataIndex: 'level', render: (level: AreaNode['level']) => t(`area.levels.${level}`) },
    { title: t('area.schools'), dataIndex: 'schoolCount' },
    ...(canManage ? [{ title: t('common.actions'), key: 'actions', render: (_: unknown, row: AreaNode) => actions(row) }] : []),
  ];
  if (areas.isError) return <LoadFailed onRetry={() => void areas.refetch()} />;
  return (
    <Panel title={t('area.title')} level={1}>
      {areas.isLoading && <Skeleton active />}
      {areas.data?.length === 0 && <Empty description={t('area.none')} />}
      {/* Rendered once the data is here, so every level starts expanded. */}
      {areas.data && areas.data.length > 0 && (
        <LazyTable<AreaNode>
          rowKey="id"
          columns={columns}
          dataSource={areaTree(areas.data)}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <AreaDialog parent={editing.parent} area={editing.area} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
