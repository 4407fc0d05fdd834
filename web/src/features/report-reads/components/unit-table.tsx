import type { ReportNodeKind } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTable, PAGE_SIZES, type TableColumnsType } from '../../../shared/admin/lazy-table';
import type { LevelUnit } from '../api/levels';
import { nodeCountsQueryOptions } from '../api/read-list';
import type { ReadViewControls } from '../hooks/read-view';
import { REPORT_READS_NS } from '../i18n';
import { useShareText } from './share-text';

interface UnitTableProps {
  taskGroupId: number;
  kind: ReportNodeKind;
  units: LevelUnit[];
  total: number;
  loading: boolean;
  controls: ReadViewControls;
}

/** The units below the level (schools, grades or classes) with their reading; a row opens the level below. */
export function UnitTable({ taskGroupId, kind, units, total, loading, controls }: UnitTableProps) {
  const { t } = useTranslation(REPORT_READS_NS);
  const headingId = useId();
  const drill = (unit: LevelUnit) => controls.drill({ kind: unit.kind, id: unit.id });
  const figure = (field: UnitField) => (_: unknown, unit: LevelUnit) => (
    <UnitFigure taskGroupId={taskGroupId} unit={unit} field={field} />
  );
  const columns: TableColumnsType<LevelUnit> = [
    {
      title: t(`kinds.${kind}`),
      key: 'name',
      render: (_, unit) => (
        <Button
          type="link"
          onClick={(event) => {
            // The row's own click would drill a second time.
            event.stopPropagation();
            drill(unit);
          }}
        >
          {unit.name}
        </Button>
      ),
    },
    { title: t('counts.students'), key: 'students', align: 'right', render: figure('students') },
    { title: t('counts.readByStudent'), key: 'readByStudent', align: 'right', render: figure('readByStudent') },
    { title: t('counts.readByParent'), key: 'readByParent', align: 'right', render: figure('readByParent') },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="pj-report-reads__heading">
        {t('units.title')}
      </h2>
      <LazyTable<LevelUnit>
        rowKey={(unit) => `${unit.kind}-${unit.id}`}
        columns={columns}
        dataSource={units}
        loading={loading}
        locale={{ emptyText: t('units.empty') }}
        onRow={(unit) => ({ onClick: () => drill(unit), style: { cursor: 'pointer' } })}
        pagination={{
          current: controls.view.unitPageIndex,
          pageSize: controls.view.unitPageSize,
          total,
          showTotal: (count) => t('total', { count }),
          pageSizeOptions: PAGE_SIZES,
          onChange: controls.setUnitPage,
        }}
      />
    </section>
  );
}

type UnitField = 'students' | 'readByStudent' | 'readByParent';

/** One figure of a unit's reading: the unit's three cells share one request. */
function UnitFigure({ taskGroupId, unit, field }: { taskGroupId: number; unit: LevelUnit; field: UnitField }) {
  const { t } = useTranslation(REPORT_READS_NS);
  const shareText = useShareText();
  const counts = useQuery(nodeCountsQueryOptions(taskGroupId, { kind: unit.kind, id: unit.id }));
  if (counts.isError) return <>{t('units.failed')}</>;
  if (!counts.data) return <>{t('units.loading')}</>;
  return <>{field === 'students' ? counts.data.students : shareText(counts.data[field], counts.data.students)}</>;
}
