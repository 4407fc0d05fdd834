import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchoolChoice } from '../api/choices';
import { EXCLUSIVE_REPORT_NS } from '../i18n';

/** The "all grades" choice: grade levels start at 1, so 0 names none of them. */
const ALL_GRADES = 0;

interface SchoolFieldProps {
  schools: readonly SchoolChoice[];
  schoolId: number;
  onChange: (schoolId: number) => void;
}

/** Which school's report (a school admin's own, or one an area role reads). */
export function SchoolField({ schools, schoolId, onChange }: SchoolFieldProps) {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  return (
    <Form.Item label={t('school')} htmlFor="exclusive-school">
      <Select
        id="exclusive-school"
        style={{ minWidth: 220 }}
        value={schoolId}
        onChange={onChange}
        showSearch={{ optionFilterProp: 'label' }}
        options={schools.map((school) => ({ value: school.schoolId, label: school.schoolName }))}
      />
    </Form.Item>
  );
}

interface GradeFieldProps {
  grades: readonly { gradeLevel: number; gradeName: string }[];
  /** None: all grades. */
  gradeLevel: number | undefined;
  onChange: (gradeLevel: number | undefined) => void;
}

/** One grade of the school, or all of them. */
export function GradeField({ grades, gradeLevel, onChange }: GradeFieldProps) {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  return (
    <Form.Item label={t('grade')} htmlFor="exclusive-grade">
      <Select
        id="exclusive-grade"
        style={{ minWidth: 120 }}
        value={gradeLevel ?? ALL_GRADES}
        onChange={(value: number) => onChange(value === ALL_GRADES ? undefined : value)}
        options={[
          { value: ALL_GRADES, label: t('allGrades') },
          ...grades.map((grade) => ({ value: grade.gradeLevel, label: grade.gradeName })),
        ]}
      />
    </Form.Item>
  );
}
