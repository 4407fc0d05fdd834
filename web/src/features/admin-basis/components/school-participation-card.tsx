import { Button } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useTranslation } from 'react-i18next';
import { listSchoolParticipation, participationKey } from '../api/participation';
import type { SchoolParticipation } from '../api/types';
import { usePagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { ParticipationCard } from './participation-card';
import { ParticipationTag } from './participation-tag';

type Row = SchoolParticipation & { id: number };

interface SchoolParticipationCardProps {
  taskGroupId: number;
  onShowStudents: (school: SchoolParticipation) => void;
}

/** The schools in scope for one task group, with how many of their students are opted out. */
export function SchoolParticipationCard({ taskGroupId, onShowStudents }: SchoolParticipationCardProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const list = usePagedList<Row>([...participationKey, 'schools', String(taskGroupId)], async (query) => {
    const page = await listSchoolParticipation({ ...query, taskGroupId });
    return { ...page, records: page.records.map((record) => ({ ...record, id: record.schoolId })) };
  });
  const columns: TableColumnsType<Row> = [
    { title: t('participate.school'), dataIndex: 'organizationName' },
    {
      title: t('participate.participates'),
      dataIndex: 'participates',
      render: (participates: boolean) => <ParticipationTag participates={participates} />,
    },
    { title: t('participate.optedOut'), dataIndex: 'studentsOptedOut' },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => onShowStudents(row)}
          aria-label={`${t('participate.showStudents')} ${row.organizationName}`}
        >
          {t('participate.showStudents')}
        </Button>
      ),
    },
  ];
  return (
    <ParticipationCard
      title={t('participate.school')}
      subjectType="school"
      taskGroupId={taskGroupId}
      list={list}
      columns={columns}
      idPrefix="participate-schools"
    />
  );
}
