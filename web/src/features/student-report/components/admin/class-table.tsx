import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../shared/admin/drill/load-failed';
import { LazyTable, PAGE_SIZES, type TableColumnsType } from '../../../../shared/admin/lazy-table';
import { classReportsQueryOptions, type ClassReportRow } from '../../api/get-class-reports';
import type { StuReportControls, StuReportView } from '../../hooks/stu-report-view';
import { STUDENT_REPORT_NS } from '../../i18n';

/** The classes of the caller's scope with the report's class average; a class opens its students. */
export function ClassTable({
  taskGroupId,
  view,
  controls,
}: {
  taskGroupId: number;
  view: StuReportView;
  controls: StuReportControls;
}) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const classes = useQuery(classReportsQueryOptions({ taskGroupId, keyword: view.classKeyword, ...view.classPage }));
  const open = (row: ClassReportRow) => controls.openClass({ classId: row.classId, className: row.className });
  const columns: TableColumnsType<ClassReportRow> = [
    {
      title: t('admin.className'),
      key: 'className',
      fixed: 'left',
      render: (_, row) => (
        <Button type="link" onClick={() => open(row)}>
          {row.className}
        </Button>
      ),
    },
    { title: t('admin.grade'), dataIndex: 'gradeName' },
    { title: t('admin.school'), dataIndex: 'schoolName' },
    { title: t('admin.classStudents'), key: 'students', align: 'right', render: (_, row) => row.overall.students },
    {
      title: t('admin.classMean'),
      key: 'mean',
      align: 'right',
      render: (_, row) => (row.overall.mean === null ? t('view.noFigure') : row.overall.mean),
    },
    {
      title: t('admin.published'),
      key: 'published',
      render: (_, row) => (row.publication.published ? t('admin.isPublished') : t('admin.notPublished')),
    },
  ];
  if (classes.isError) return <LoadFailed onRetry={() => void classes.refetch()} />;
  return (
    <>
      <Form
        layout="inline"
        onFinish={(values: { keyword?: string }) => controls.searchClasses(values.keyword?.trim() || undefined)}
      >
        <Form.Item name="keyword" label={t('admin.classKeyword')} htmlFor="stu-report-class-keyword">
          <Input id="stu-report-class-keyword" allowClear maxLength={50} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('admin.search')}
        </Button>
      </Form>
      <LazyTable<ClassReportRow>
        rowKey="classId"
        columns={columns}
        dataSource={classes.data?.rows}
        loading={classes.isPending || classes.isPlaceholderData}
        locale={{ emptyText: t('admin.emptyClasses') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: view.classPage.pageIndex,
          pageSize: view.classPage.pageSize,
          total: classes.data?.total ?? 0,
          showTotal: (count) => t('admin.total', { count }),
          pageSizeOptions: PAGE_SIZES,
          onChange: controls.setClassPage,
        }}
      />
    </>
  );
}
