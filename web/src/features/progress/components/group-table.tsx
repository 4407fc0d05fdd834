import type { ProgressNodeKind } from '@pingjia/contract';
import { Button } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useTranslation } from 'react-i18next';
import { CompletionBar, Duration } from '../../../shared/admin/drill/figures';
import { LazyTable } from '../../../shared/admin/lazy-table';
import type { ProgressGroupRow } from '../api/progress-detail';
import type { DrillViewControls } from '../../../shared/admin/drill-view';
import { PROGRESS_NS } from '../i18n';
import { pagingOf } from './paging';

const COUNTED = ['participants', 'done', 'waived', 'inProgress', 'notStarted', 'notTakingPart'] as const;

interface GroupTableProps {
  kind: ProgressNodeKind;
  rows: ProgressGroupRow[];
  total: number;
  loading: boolean;
  controls: DrillViewControls;
}

/** The units under the level shown (areas, schools, grades or classes); a row opens the level below. */
export function GroupTable({ kind, rows, total, loading, controls }: GroupTableProps) {
  const { t } = useTranslation(PROGRESS_NS);
  const drill = (row: ProgressGroupRow) => controls.drill({ kind: row.kind, id: row.id });
  const columns: TableColumnsType<ProgressGroupRow> = [
    {
      title: t(`kinds.${kind}`),
      key: 'name',
      render: (_, row) => (
        <Button
          type="link"
          onClick={(event) => {
            // The row's own click would drill a second time.
            event.stopPropagation();
            drill(row);
          }}
        >
          {row.name}
        </Button>
      ),
    },
    ...COUNTED.map((key) => ({
      title: t(`counts.${key}`),
      key,
      align: 'right' as const,
      render: (_: unknown, row: ProgressGroupRow) => row.counts[key],
    })),
    {
      title: t('counts.completionRate'),
      key: 'completionRate',
      render: (_, row) => <CompletionBar rate={row.counts.completionRate} name={row.name} />,
    },
    {
      title: t('counts.timeSpent'),
      key: 'timeSpent',
      render: (_, row) => <Duration seconds={row.counts.timeSpentSeconds} />,
    },
  ];
  return (
    <LazyTable<ProgressGroupRow>
      rowKey={(row) => `${row.kind}-${row.id}`}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('emptyRows') }}
      onRow={(row) => ({ onClick: () => drill(row), style: { cursor: 'pointer' } })}
      pagination={pagingOf(controls, total, t)}
    />
  );
}
