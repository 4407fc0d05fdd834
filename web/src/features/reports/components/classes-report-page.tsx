import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { LazyTable, PAGE_SIZES, type TableColumnsType } from '../../../shared/admin/lazy-table';
import { Panel } from '../../../shared/admin/panel';
import { classesPageQueryOptions, type ClassRow } from '../api/class-report';
import type { ReportScope } from '../api/report-keys';
import { useReportView, type ReportViewControls } from '../hooks/report-view';
import { useReportChoices } from '../hooks/use-report-choices';
import { REPORTS_NS } from '../i18n';
import { ClassReportView } from './class-report-view';
import { ReportFrame } from './report-frame';
import { Score } from './score';

/** /adminIndex/report/classesReport: the classes of the caller's scope with their report, one opened at a time. */
export function ClassesReportPage() {
  const { t } = useTranslation(REPORTS_NS);
  const controls = useReportView();
  const choices = useReportChoices(controls);
  const { classId, baseTaskGroupId } = controls.view;
  return (
    <ReportFrame title={t('titles.classes')} choices={choices} controls={controls}>
      {(scope) =>
        classId === undefined ? (
          <ClassList scope={scope} controls={controls} />
        ) : (
          <ClassReportView
            query={{ taskGroupId: scope.taskGroupId, classId, baseTaskGroupId }}
            choices={choices}
            onBack={() => controls.openClass(undefined)}
          />
        )
      }
    </ReportFrame>
  );
}

function ClassList({ scope, controls }: { scope: ReportScope; controls: ReportViewControls }) {
  const { t } = useTranslation(REPORTS_NS);
  const { view } = controls;
  const classes = useQuery(
    classesPageQueryOptions({ ...scope, keyword: view.keyword, pageIndex: view.pageIndex, pageSize: view.pageSize }),
  );
  const columns: TableColumnsType<ClassRow> = [
    { title: t('kinds.class'), dataIndex: 'className' },
    { title: t('columns.gradeName'), dataIndex: 'gradeName' },
    { title: t('columns.schoolName'), dataIndex: 'schoolName' },
    { title: t('columns.students'), key: 'students', align: 'right', render: (_, row) => row.overall.students },
    { title: t('columns.mean'), key: 'mean', align: 'right', render: (_, row) => <Score value={row.overall.mean} /> },
    {
      title: t('columns.publication'),
      key: 'publication',
      render: (_, row) =>
        row.publication.published ? (
          <Tag color="green">{t('publication.published')}</Tag>
        ) : (
          <Tag color="orange">{t('publication.preview')}</Tag>
        ),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          aria-label={t('classes.openLabel', { name: `${row.gradeName}${row.className}` })}
          onClick={() => controls.openClass(row.classId)}
        >
          {t('classes.open')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('classes.title')}>
      <Form
        layout="inline"
        className="pj-report__search"
        onFinish={(values: { keyword?: string }) => controls.search(values.keyword?.trim() || undefined)}
      >
        <Form.Item name="keyword" label={t('filters.keyword')} htmlFor="report-keyword">
          <Input id="report-keyword" allowClear maxLength={50} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('filters.search')}
        </Button>
      </Form>
      {classes.isError ? (
        <LoadFailed onRetry={() => void classes.refetch()} />
      ) : (
        <LazyTable<ClassRow>
          rowKey="classId"
          columns={columns}
          dataSource={classes.data?.rows ?? []}
          loading={classes.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('classes.empty') }}
          pagination={{
            current: view.pageIndex,
            pageSize: view.pageSize,
            total: classes.data?.total ?? 0,
            showTotal: (count) => t('classes.total', { count }),
            pageSizeOptions: PAGE_SIZES,
            onChange: controls.setPage,
          }}
        />
      )}
    </Panel>
  );
}
