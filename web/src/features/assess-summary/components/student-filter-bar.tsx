import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentFilter } from '../../../shared/admin/drill-view';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { STATUSES } from './figures';

/** The students' name search and status filter; the server filters. */
export function StudentFilterBar({ onSearch }: { onSearch: (filter: StudentFilter) => void }) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  return (
    <Form
      layout="inline"
      onFinish={(values: StudentFilter) =>
        onSearch({ status: values.status, keyword: values.keyword?.trim() || undefined })
      }
    >
      <Form.Item name="keyword" label={t('students.keyword')} htmlFor="summary-keyword">
        <Input id="summary-keyword" allowClear maxLength={50} />
      </Form.Item>
      <Form.Item name="status" label={t('students.status')} htmlFor="summary-status">
        <Select
          id="summary-status"
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
