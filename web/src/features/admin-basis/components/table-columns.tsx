import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TableColumn } from '../../../shared/admin/lazy-table';
import { StateTag } from './state-tag';

/** The state column of the people and school tables. */
export function stateColumn<T extends { state: number }>(t: TFunction): TableColumn<T> {
  return { title: t('common.state'), dataIndex: 'state', render: (state: number) => <StateTag state={state} /> };
}

/**
 * The actions column with one edit link per row, named after the row for screen readers, for a
 * role that may edit, then the row's further actions (`more`); none when there is nothing to do.
 */
export function editColumns<T>(
  t: TFunction,
  canEdit: boolean,
  nameOf: (row: T) => string,
  onEdit: (row: T) => void,
  more?: (row: T) => ReactNode,
): TableColumn<T>[] {
  if (!canEdit && !more) return [];
  return [
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <>
          {canEdit && (
            <Button type="link" onClick={() => onEdit(row)} aria-label={`${t('common.edit')} ${nameOf(row)}`}>
              {t('common.edit')}
            </Button>
          )}
          {more?.(row)}
        </>
      ),
    },
  ];
}
