import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useTranslation } from 'react-i18next';
import { listStudentParticipation, participationKey } from '../api/participation';
import type { SchoolParticipation, StudentParticipation } from '../api/types';
import { usePagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { ParticipationCard } from './participation-card';
import { ParticipationTag } from './participation-tag';

const DECIDED_BY = { student: 'participate.byStudent', school: 'participate.bySchool' } as const;

/** One school's students for the task group: whether each takes part and whose choice decides it. */
export function StudentParticipationCard({
  taskGroupId,
  school,
}: {
  taskGroupId: number;
  school: SchoolParticipation;
}) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const list = usePagedList<StudentParticipation>(
    [...participationKey, 'students', String(taskGroupId), String(school.schoolId)],
    (query) => listStudentParticipation({ ...query, taskGroupId, schoolId: school.schoolId }),
  );
  const columns: TableColumnsType<StudentParticipation> = [
    { title: t('person.userName'), dataIndex: 'userName' },
    { title: t('person.loginName'), dataIndex: 'loginName' },
    {
      title: t('common.class'),
      key: 'class',
      render: (_, row) => [row.gradeName, row.className].filter(Boolean).join(' '),
    },
    {
      title: t('participate.participates'),
      dataIndex: 'participates',
      render: (participates: boolean) => <ParticipationTag participates={participates} />,
    },
    {
      title: t('participate.decidedBy'),
      dataIndex: 'decidedBy',
      render: (decidedBy: StudentParticipation['decidedBy']) =>
        t(decidedBy ? DECIDED_BY[decidedBy] : 'participate.byDefault'),
    },
  ];
  return (
    <ParticipationCard
      title={t('participate.studentsOf', { school: school.organizationName })}
      subjectType="student"
      taskGroupId={taskGroupId}
      list={list}
      columns={columns}
      idPrefix="participate-students"
    />
  );
}
