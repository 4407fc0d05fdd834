import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Reader, ReadFilter } from '../hooks/read-view';
import { REPORT_READS_NS } from '../i18n';

const READERS: readonly Reader[] = ['any', 'student', 'parent'];
const READ_STATES = ['all', 'read', 'unread'] as const;
type ReadState = (typeof READ_STATES)[number];

interface FilterValues {
  reader: Reader;
  readState: ReadState;
  keyword?: string;
}

/** Who read (the student, a parent, either), read or not, and a name or account; the server filters. */
export function ReadFilterBar({ onSearch }: { onSearch: (filter: ReadFilter) => void }) {
  const { t } = useTranslation(REPORT_READS_NS);
  return (
    <Form<FilterValues>
      layout="inline"
      aria-label={t('filters.label')}
      initialValues={{ reader: 'any', readState: 'all' }}
      onFinish={(values) =>
        onSearch({
          reader: values.reader,
          read: values.readState === 'all' ? undefined : values.readState === 'read',
          keyword: values.keyword?.trim() || undefined,
        })
      }
    >
      <Form.Item name="reader" label={t('filters.reader')} htmlFor="report-read-reader">
        <Select
          id="report-read-reader"
          style={{ width: 140 }}
          options={READERS.map((reader) => ({ value: reader, label: t(`filters.readers.${reader}`) }))}
        />
      </Form.Item>
      <Form.Item name="readState" label={t('filters.read')} htmlFor="report-read-state">
        <Select
          id="report-read-state"
          style={{ width: 120 }}
          options={READ_STATES.map((state) => ({ value: state, label: t(`filters.readStates.${state}`) }))}
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('filters.keyword')} htmlFor="report-read-keyword">
        <Input id="report-read-keyword" allowClear maxLength={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('filters.search')}
      </Button>
    </Form>
  );
}
