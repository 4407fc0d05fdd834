import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Space } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { LazyTable, type TableColumnsType } from '../../../shared/admin/lazy-table';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { isRequestError } from '../../../shared/request';
import { activitiesQueryOptions, aspectsQueryOptions } from '../api/choices';
import { deleteIndicator, indicatorsQueryOptions, type Indicator } from '../api/indicators';
import { exclusiveKey } from '../api/keys';
import { EXCLUSIVE_REPORT_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

// Loaded on the first add or edit: the page itself carries no dialog or text field.
const IndicatorDialog = lazy(() => import('./indicator-dialog'));

interface IndicatorPanelProps {
  schoolId: number;
  /** The report's task group: its activities are the ones an indicator may count. */
  taskGroupId: number;
  canManage: boolean;
}

/** The school's own indicators: a school admin adds, edits and deletes them; others read them. */
export function IndicatorPanel({ schoolId, taskGroupId, canManage }: IndicatorPanelProps) {
  const { t, i18n } = useTranslation(EXCLUSIVE_REPORT_NS);
  const headingId = useId();
  const queryClient = useQueryClient();
  const indicators = useQuery(indicatorsQueryOptions(schoolId));
  const aspects = useQuery(aspectsQueryOptions(i18n.language));
  const activities = useQuery(activitiesQueryOptions(taskGroupId));
  /** The indicator being edited; null: a new one; undefined: no dialog. */
  const [editing, setEditing] = useState<Indicator | null>();

  const aspectName = (aspectId: string) => aspects.data?.find((aspect) => aspect.id === aspectId)?.name ?? aspectId;
  const activityName = (id: number) =>
    activities.data?.find((activity) => activity.activityId === id)?.activityName ??
    t('indicators.otherActivity', { id });

  const remove = async (indicator: Indicator) => {
    const text = t('indicators.deleteConfirm', { name: indicator.name });
    const confirmed = await showConfirmDialog({
      text,
      confirmText: t('indicators.confirm'),
      cancelText: t('indicators.cancel'),
    });
    if (!confirmed) return;
    try {
      await deleteIndicator(indicator.id);
    } catch (error) {
      // The request layer has already said why.
      if (isRequestError(error)) return;
      throw error;
    }
    showToast(t('indicators.deleted', { name: indicator.name }), 'success');
    await queryClient.invalidateQueries({ queryKey: exclusiveKey });
  };

  const columns: TableColumnsType<Indicator> = [
    { title: t('indicators.aspect'), key: 'aspect', render: (_, row) => aspectName(row.aspectId) },
    { title: t('indicators.name'), dataIndex: 'name' },
    {
      title: t('indicators.activities'),
      key: 'activities',
      render: (_, row) => (
        <ul className="pj-exclusive__activities">
          {row.activityIds.map((id) => (
            <li key={id}>{activityName(id)}</li>
          ))}
        </ul>
      ),
    },
    ...(canManage
      ? [
          {
            title: t('indicators.actions'),
            key: 'actions',
            render: (_: unknown, row: Indicator) => (
              <Space size="small">
                <Button
                  type="link"
                  aria-label={t('indicators.editLabel', { name: row.name })}
                  onClick={() => setEditing(row)}
                >
                  {t('indicators.edit')}
                </Button>
                <Button
                  type="link"
                  danger
                  aria-label={t('indicators.deleteLabel', { name: row.name })}
                  onClick={() => void remove(row)}
                >
                  {t('indicators.delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={headingId} className="pj-exclusive__section">
      <div className="pj-exclusive__section-head">
        <h2 id={headingId} className="pj-exclusive__heading">
          {t('indicators.title')}
        </h2>
        {canManage && (
          <Button type="primary" onClick={() => setEditing(null)}>
            {t('indicators.add')}
          </Button>
        )}
      </div>
      {!canManage && <Typography.Paragraph>{t('indicators.readOnly')}</Typography.Paragraph>}
      {indicators.isError ? (
        <LoadFailed onRetry={() => void indicators.refetch()} />
      ) : !indicators.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : indicators.data.length === 0 ? (
        <Empty
          description={
            <>
              <Typography.Text>{t('indicators.empty')}</Typography.Text>
              {canManage && (
                <>
                  <br />
                  <Typography.Text type="secondary">{t('indicators.emptyHint')}</Typography.Text>
                </>
              )}
            </>
          }
        />
      ) : (
        <LazyTable<Indicator> rowKey="id" columns={columns} dataSource={indicators.data} pagination={false} />
      )}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <IndicatorDialog
            indicator={editing}
            schoolId={schoolId}
            aspects={aspects.data ?? []}
            activities={activities.data ?? []}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
