import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentFilter } from '../drill-view';
import { STATUSES } from './figures';
import { DRILL_NS } from './i18n';

interface StudentFilterBarProps {
  /** Starts the fields' ids (`<prefix>-keyword`, `<prefix>-status`), unique on the page. */
  idPrefix: string;
  onSearch: (filter: StudentFilter) => void;
}

/** The students' name search and status filter; the server filters. */
export function StudentFilterBar({ idPrefix, onSearch }: StudentFilterBarProps) {
  const { t } = useTranslation(DRILL_NS);
  return (
    <Form
      layout="inline"
      onFinish={(values: StudentFilter) =>
        onSearch({ status: values.status, keyword: values.keyword?.trim() || undefined })
      }
    >
      <Form.Item name="keyword" label={t('students.keyword')} htmlFor={`${idPrefix}-keyword`}>
        <Input id={`${idPrefix}-keyword`} allowClear maxLength={50} />
      </Form.Item>
      <Form.Item name="status" label={t('students.status')} htmlFor={`${idPrefix}-status`}>
        <Select
          id={`${idPrefix}-status`}
          allowClear
          placeholder={t('students.allStatuses')}
          style={{ width: 140 }}
          options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('students.search')}
      </Button>
    </Form>
  );
}
