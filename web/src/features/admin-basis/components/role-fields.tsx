import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaChoices, useCan, useClassChoices, useSchoolChoices } from '../api/scope';
import type { TeacherRecord } from '../api/types';
import { ADMIN_BASIS_NS } from '../i18n';
import { StudentPicker } from './student-picker';

/**
 * The §3 role choices of user editing. Organisation admin and area researcher are shown
 * but disabled: the server never grants them from here.
 */
export function RoleFields({ teacher }: { teacher: TeacherRecord | null }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const classes = useClassChoices();
  const schools = useSchoolChoices();
  const canGrantAreas = useCan('manageAreaManagers');
  const areas = useAreaChoices(canGrantAreas);
  const classOptions = classes.data?.map((item) => ({
    value: item.id,
    label: `${item.schoolName} ${item.gradeName} ${item.name}`,
  }));
  return (
    <fieldset>
      <legend>{t('teacher.roles')}</legend>
      <Form.Item name="teacherClassList" label={t('teacher.teacherClassList')} htmlFor="teacher-classes">
        <Select
          id="teacher-classes"
          mode="multiple"
          loading={classes.isLoading}
          options={classOptions}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="headTeacherClassList" label={t('teacher.headTeacherClassList')} htmlFor="teacher-head-classes">
        <Select
          id="teacher-head-classes"
          mode="multiple"
          loading={classes.isLoading}
          options={classOptions}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="manageSchoolList" label={t('teacher.manageSchoolList')} htmlFor="teacher-schools">
        <Select
          id="teacher-schools"
          mode="multiple"
          loading={schools.isLoading}
          options={schools.data?.map((item) => ({
            value: item.id,
            label: item.organizationName,
          }))}
          optionFilterProp="label"
        />
      </Form.Item>
      {canGrantAreas && (
        <Form.Item name="manageAreaList" label={t('teacher.manageAreaList')} htmlFor="teacher-areas">
          <Select
            id="teacher-areas"
            mode="multiple"
            loading={areas.isLoading}
            options={areas.data?.map((item) => ({
              value: item.id,
              label: item.name,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="parentStudentList" label={t('teacher.parentStudentList')} htmlFor="teacher-children">
        <StudentPicker id="teacher-children" known={teacher?.parentStudentList ?? []} />
      </Form.Item>
      <Checkbox disabled>
        {t('teacher.organAdmin')} ({t('teacher.notHere')})
      </Checkbox>
      <Checkbox disabled>
        {t('teacher.areaTeach')} ({t('teacher.notHere')})
      </Checkbox>
    </fieldset>
  );
}
