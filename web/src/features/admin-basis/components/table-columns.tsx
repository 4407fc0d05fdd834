import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../shared/admin/lazy-table';
import { StateTag } from './state-tag';

/** The state column of the people and school tables. */
export function stateColumn<T extends { state: number }>(t: TFunction): TableColumn<T> {
  return { title: t('common.state'), dataIndex: 'state', render: (state: number) => <StateTag state={state} /> };
}

/**
 * The actions column with one edit link per row, named after the row for screen readers;
 * none for a role that may not edit.
 */
export function editColumns<T>(
  t: TFunction,
  canEdit: boolean,
  nameOf: (row: T) => string,
  onEdit: (row: T) => void,
): TableColumn<T>[] {
  if (!canEdit) return [];
  return [
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button type="link" onClick={() => onEdit(row)} aria-label={`${t('common.edit')} ${nameOf(row)}`}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];
}
