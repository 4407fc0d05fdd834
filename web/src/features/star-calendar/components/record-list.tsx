import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { StarRecord } from '../api/types';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';

interface Props {
  records: StarRecord[];
  onDelete: (record: StarRecord) => Promise<void>;
}

/** Records with their tab, stars and day; deleting one asks first. */
export function RecordList({ records, onDelete }: Props) {
  const { t } = useTranslation();
  async function confirmDelete(record: StarRecord) {
    const confirmed = await showConfirmDialog({
      text: t('star.deleteConfirm', { title: record.title }),
      confirmText: t('star.delete'),
      cancelText: t('star.cancel'),
    });
    if (confirmed) await onDelete(record);
  }
  if (records.length === 0) return <p>{t('star.noRecords')}</p>;
  return (
    <List aria-label={t('star.records')}>
      {records.map((record) => (
        <List.Item
          key={record.id}
          description={`${record.recordDate} · ${record.tabName}`}
          extra={
            <Button size="mini" color="danger" fill="outline" onClick={() => void confirmDelete(record)}>
              {t('star.delete')}
            </Button>
          }
        >
          {record.title} <Tag color="warning">★{record.stars}</Tag>
        </List.Item>
      ))}
    </List>
  );
}
