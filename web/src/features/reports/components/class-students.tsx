import { levelOfScore, type StudentMark } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { LazyTable, type TableColumnsType } from '../../../shared/admin/lazy-table';
import { Panel } from '../../../shared/admin/panel';
import { scoreText } from '../hooks/figures';
import { REPORTS_NS } from '../i18n';

/**
 * The class's students in name order with their overall score and level, for the class's
 * teachers: no rank, and a student without a score reads "not taken", never zero.
 */
export function ClassStudents({ students }: { students: readonly StudentMark[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const notTaken = <span className="pj-report__not-taken">{t('students.notTaken')}</span>;
  const columns: TableColumnsType<StudentMark> = [
    { title: t('students.userName'), dataIndex: 'userName' },
    { title: t('students.loginName'), dataIndex: 'loginName' },
    {
      title: t('students.overall'),
      key: 'overall',
      align: 'right',
      render: (_, row) => (row.taken && row.overall !== null ? scoreText(row.overall) : notTaken),
    },
    {
      title: t('students.level'),
      key: 'level',
      render: (_, row) => {
        const level = row.level ?? (row.overall === null ? null : levelOfScore(row.overall));
        return row.taken && level !== null ? t(`levels.${level}`) : notTaken;
      },
    },
  ];
  return (
    <Panel title={t('students.title')}>
      <p className="pj-report__muted">{t('students.hint')}</p>
      <LazyTable<StudentMark>
        rowKey="studentId"
        columns={columns}
        dataSource={students}
        size="small"
        pagination={false}
        locale={{ emptyText: t('students.empty') }}
      />
    </Panel>
  );
}
