import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../shared/admin/drill/load-failed';
import { LazyTable, PAGE_SIZES, type TableColumnsType } from '../../../../shared/admin/lazy-table';
import { studentMarksQueryOptions, type StudentMark } from '../../api/select-student-marks';
import type { ClassChoice, StuReportControls, StuReportView } from '../../hooks/stu-report-view';
import { STUDENT_REPORT_NS } from '../../i18n';

type TakenChoice = 'all' | 'yes' | 'no';

const TAKEN_OF: Record<TakenChoice, boolean | undefined> = { all: undefined, yes: true, no: false };
const TAKEN_LABEL = { all: 'admin.allTaken', yes: 'admin.takenYes', no: 'admin.takenNo' } as const;

interface StudentMarkTableProps {
  taskGroupId: number;
  openClass: ClassChoice;
  view: StuReportView;
  controls: StuReportControls;
}

/** A class's students in name order (never ranked): taken or not, overall and level; a name opens the report. */
export function StudentMarkTable({ taskGroupId, openClass, view, controls }: StudentMarkTableProps) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const marks = useQuery(
    studentMarksQueryOptions({
      taskGroupId,
      classId: openClass.classId,
      keyword: view.studentKeyword,
      taken: view.taken,
      ...view.studentPage,
    }),
  );
  const columns: TableColumnsType<StudentMark> = [
    {
      title: t('admin.userName'),
      key: 'userName',
      fixed: 'left',
      render: (_, row) => (
        <Button type="link" onClick={() => controls.openStudent({ studentId: row.studentId, userName: row.userName })}>
          {row.userName}
        </Button>
      ),
    },
    { title: t('admin.loginName'), dataIndex: 'loginName' },
    {
      title: t('admin.taken'),
      key: 'taken',
      render: (_, row) => (row.taken ? t('admin.takenYes') : t('admin.takenNo')),
    },
    {
      title: t('admin.overall'),
      key: 'overall',
      align: 'right',
      render: (_, row) => (row.overall === null ? t('view.noFigure') : row.overall),
    },
    {
      title: t('admin.level'),
      key: 'level',
      render: (_, row) => (row.level === null ? t('view.noFigure') : t(`view.level.${row.level}`)),
    },
  ];
  if (marks.isError)
    return <LoadFailed onRetry={() => void marks.refetch()} onBackToScope={() => controls.openClass(undefined)} />;
  return (
    <>
      <Form
        layout="inline"
        initialValues={{ taken: 'all' }}
        onFinish={(values: { keyword?: string; taken: TakenChoice }) =>
          controls.searchStudents(values.keyword?.trim() || undefined, TAKEN_OF[values.taken])
        }
      >
        <Form.Item name="keyword" label={t('admin.studentKeyword')} htmlFor="stu-report-student-keyword">
          <Input id="stu-report-student-keyword" allowClear maxLength={50} />
        </Form.Item>
        <Form.Item name="taken" label={t('admin.taken')} htmlFor="stu-report-taken">
          <Select
            id="stu-report-taken"
            style={{ width: 120 }}
            options={(Object.keys(TAKEN_LABEL) as TakenChoice[]).map((value) => ({
              value,
              label: t(TAKEN_LABEL[value]),
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('admin.search')}
        </Button>
      </Form>
      <LazyTable<StudentMark>
        rowKey="studentId"
        columns={columns}
        dataSource={marks.data?.rows}
        loading={marks.isPending || marks.isPlaceholderData}
        locale={{ emptyText: t('admin.emptyStudents') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: view.studentPage.pageIndex,
          pageSize: view.studentPage.pageSize,
          total: marks.data?.total ?? 0,
          showTotal: (count) => t('admin.total', { count }),
          pageSizeOptions: PAGE_SIZES,
          onChange: controls.setStudentPage,
        }}
      />
    </>
  );
}
