import { admin } from '@pingjia/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Skeleton, Space } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTable } from '../../../shared/admin/lazy-table';
import { Panel } from '../../../shared/admin/panel';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { areasQueryOptions, areaTree, deleteArea, filterAreaTree } from '../api/areas';
import type { AreaNode } from '../api/areas';
import { useCan } from '../api/scope';
import type { AreaRecord } from '../api/types';
import { runAction } from '../hooks/run-action';
import { useExport } from '../hooks/use-export';
import { ADMIN_BASIS_NS } from '../i18n';
import { ExportButton } from './export-button';
import { LoadFailed } from './list-state';

const AreaDialog = lazy(() => import('./area-dialog'));

type Editing = { parent: AreaRecord; area: AreaRecord | null } | null;

/**
 * The areas in scope as a tree; area admins add sub-areas, and rename or delete (when empty)
 * the areas below their own: whoever manages the parent manages the area.
 */
export function AreaTreeCard() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const areas = useQuery(areasQueryOptions);
  const canManage = useCan('manageAreas');
  const exporter = useExport(admin.areaExport, 'areas.xlsx');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [filter, setFilter] = useState('');
  const byId = new Map((areas.data ?? []).map((area) => [area.id, area]));
  const remove = async (row: AreaNode) => {
    if (
      !(await showConfirmDialog({
        text: t('area.confirmDelete', { name: row.name }),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      }))
    )
      return;
    if (!(await runAction(() => deleteArea(row.id)))) return;
    showToast(t('area.deleted'), 'success');
    await queryClient.invalidateQueries({ queryKey: ['adminBasis'] });
  };
  const actions = (row: AreaNode) => {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    const isEmpty = !row.children && row.schoolCount === 0;
    return (
      <Space>
        {row.level !== 'district' && (
          <Button
            type="link"
            onClick={() => setEditing({ parent: row, area: null })}
            aria-label={`${t('area.addChild')} ${row.name}`}
          >
            {t('area.addChild')}
          </Button>
        )}
        {parent && (
          <Button
            type="link"
            onClick={() => setEditing({ parent, area: row })}
            aria-label={`${t('area.rename')} ${row.name}`}
          >
            {t('area.rename')}
          </Button>
        )}
        {parent && isEmpty && (
          <Button type="link" danger onClick={() => void remove(row)} aria-label={`${t('area.delete')} ${row.name}`}>
            {t('area.delete')}
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
    ...(canManage
      ? [{ title: t('common.actions'), key: 'actions', render: (_: unknown, row: AreaNode) => actions(row) }]
      : []),
  ];
  if (areas.isError) return <LoadFailed onRetry={() => void areas.refetch()} />;
  return (
    <Panel title={t('area.title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input
            aria-label={t('area.filter')}
            placeholder={t('area.filter')}
            allowClear
            maxLength={30}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            style={{ width: 240 }}
          />
          <ExportButton exporter={exporter} filters={{}} />
        </Space>
        {areas.isLoading && <Skeleton active />}
        {areas.data?.length === 0 && <Empty description={t('area.none')} />}
        {/* Rendered once the data is here, so every level starts expanded. */}
        {areas.data && areas.data.length > 0 && (
          <LazyTable<AreaNode>
            rowKey="id"
            columns={columns}
            dataSource={filterAreaTree(areaTree(areas.data), filter)}
            pagination={false}
            locale={{ emptyText: t('area.noMatch') }}
            expandable={{ defaultExpandAllRows: true }}
          />
        )}
      </Space>
      {editing && (
        <Suspense fallback={null}>
          <AreaDialog parent={editing.parent} area={editing.area} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
