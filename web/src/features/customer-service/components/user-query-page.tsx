import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Tag } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { LazyTable } from '../../../shared/admin/lazy-table';
import { findUsers, isChangeable, usersKey } from '../api/user-calls';
import type { CustomerUser, UserQuery } from '../api/user-calls';
import { CUSTOMER_SERVICE_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

const UserEditDialog = lazy(() => import('./user-edit-dialog'));
const UserResetDialog = lazy(() => import('./user-reset-dialog'));
const UserStateDialog = lazy(() => import('./user-state-dialog'));

type Dialog = { kind: 'edit' | 'reset' | 'state'; user: CustomerUser } | null;

const QUERY_FIELDS = ['userName', 'loginName', 'phone', 'schoolName'] as const;

function cleaned(values: UserQuery): UserQuery | null {
  const entries = QUERY_FIELDS.map((key) => [key, values[key]?.trim()] as const).filter(([, value]) => value);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** /customerService/userQuery: finds any user of the province; only students' and parents' accounts can be changed. */
export function UserQueryPage() {
  const { t } = useTranslation(CUSTOMER_SERVICE_NS);
  const [query, setQuery] = useState<UserQuery | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useQuery({
    queryKey: [...usersKey, query, pageIndex],
    queryFn: () => findUsers(query ?? {}, pageIndex),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<CustomerUser> = [
    { title: t('userName'), dataIndex: 'userName' },
    { title: t('loginName'), dataIndex: 'loginName' },
    { title: t('userType'), dataIndex: 'userType', render: (type: 0 | 1 | 2) => t(`type.${type}`) },
    { title: t('schoolName'), dataIndex: 'schoolName' },
    { title: t('class'), key: 'class', render: (_, row) => [row.gradeName, row.className].filter(Boolean).join(' ') },
    { title: t('phone'), dataIndex: 'phone' },
    {
      title: t('state'),
      dataIndex: 'state',
      render: (state: number) => (
        <Tag color={state === 1 ? 'green' : undefined}>{t(state === 1 ? 'active' : 'disabled')}</Tag>
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, row) =>
        isChangeable(row) ? (
          <Space size={0} wrap>
            <Button
              type="link"
              onClick={() => setDialog({ kind: 'edit', user: row })}
              aria-label={`${t('edit')} ${row.loginName}`}
            >
              {t('edit')}
            </Button>
            <Button
              type="link"
              onClick={() => setDialog({ kind: 'reset', user: row })}
              aria-label={`${t('resetPassword')} ${row.loginName}`}
            >
              {t('resetPassword')}
            </Button>
            <Button type="link" danger={row.state === 1} onClick={() => setDialog({ kind: 'state', user: row })}>
              {t(row.state === 1 ? 'deactivate' : 'activate')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('staffManaged')}</Typography.Text>
        ),
    },
  ];
  return (
    <Panel title={t('title')} level={1}>
      <Form
        layout="inline"
        onFinish={(values: UserQuery) => {
          setQuery(cleaned(values));
          setPageIndex(1);
        }}
      >
        {QUERY_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(field)} htmlFor={`cs-${field}`}>
            <Input id={`cs-${field}`} allowClear maxLength={50} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </Form>
      {users.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('loadFailed')}
          action={<Button onClick={() => void users.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <LazyTable<CustomerUser>
          style={{ marginTop: 16 }}
          rowKey="id"
          columns={columns}
          dataSource={users.data?.records}
          loading={users.isFetching}
          locale={{ emptyText: query ? t('empty') : t('searchHint') }}
          pagination={{
            current: pageIndex,
            pageSize: 20,
            total: users.data?.total ?? 0,
            showTotal: (count) => t('total', { count }),
            onChange: setPageIndex,
          }}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && <UserEditDialog user={dialog.user} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'reset' && <UserResetDialog user={dialog.user} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'state' && <UserStateDialog user={dialog.user} onClose={() => setDialog(null)} />}
      </Suspense>
    </Panel>
  );
}
