import { Alert, Button, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { useDanmuMessages, useSaveDanmu, type DanmuDraft, type DanmuMessage } from '../api/danmu';
import { CONTENT_ADMIN_NS } from '../i18n';
import { DanmuForm } from './danmu-form';

const NEW_MESSAGE: DanmuDraft = { content: '', enabled: true, sort: 0 };

export function DanmuPanel() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const messages = useDanmuMessages();
  const save = useSaveDanmu();
  const [editing, setEditing] = useState<DanmuDraft | null>(null);

  function toggle(row: DanmuMessage, enabled: boolean) {
    save.mutate({ ...row, enabled }, { onSuccess: () => showToast(t('danmu.saved'), 'success') });
  }

  if (messages.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('danmu.loadFailed')}
        action={<Button onClick={() => void messages.refetch()}>{t('danmu.retry')}</Button>}
      />
    );
  }

  return (
    <Space orientation="vertical" size="middle" className="pj-content-admin__danmu">
      <Button type="primary" onClick={() => setEditing(NEW_MESSAGE)}>
        {t('danmu.add')}
      </Button>
      <Table<DanmuMessage>
        rowKey="id"
        size="small"
        loading={messages.isLoading}
        dataSource={messages.data ?? []}
        locale={{ emptyText: t('danmu.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('danmu.content'), dataIndex: 'content' },
          {
            title: t('danmu.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean, row) => (
              <Switch
                checked={enabled}
                aria-label={t('danmu.toggleLabel', { content: row.content })}
                loading={save.isPending && save.variables.id === row.id}
                onChange={(next) => toggle(row, next)}
              />
            ),
          },
          { title: t('danmu.sort'), dataIndex: 'sort' },
          {
            title: t('danmu.actions'),
            key: 'actions',
            render: (_, row) => (
              <Button type="link" onClick={() => setEditing(row)}>
                {t('danmu.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <DanmuForm initial={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
