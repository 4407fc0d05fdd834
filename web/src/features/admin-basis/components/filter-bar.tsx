import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Filters } from '../hooks/use-paged-list';
import { useClassChoices } from '../api/scope';
import { ADMIN_BASIS_NS } from '../i18n';

interface FilterBarProps {
  onSearch: (filters: Filters) => void;
  withClass?: boolean;
  withState?: boolean;
}

/** Keyword, class and state filters; the server does the filtering. */
export function FilterBar({ onSearch, withClass = false, withState = true }: FilterBarProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const classes = useClassChoices();
  return (
    <Form layout="inline" onFinish={(values: Filters) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined })}>
      <Form.Item name="keyword" label={t('common.keyword')} htmlFor="basis-keyword">
        <Input id="basis-keyword" allowClear maxLength={50} />
      </Form.Item>
      {withClass && (
        <Form.Item name="classId" label={t('common.class')} htmlFor="basis-class">
          <Select
            id="basis-class"
            allowClear
            style={{ width: 180 }}
            loading={classes.isLoading}
            options={classes.data?.map((item) => ({
              value: item.id,
              label: `${item.gradeName} ${item.name}`,
            }))}
          />
        </Form.Item>
      )}
      {withState && (
        <Form.Item name="state" label={t('common.state')} htmlFor="basis-state">
          <Select
            id="basis-state"
            allowClear
            placeholder={t('common.allStates')}
            style={{ width: 120 }}
            options={[
              { value: 1, label: t('common.active') },
              { value: 0, label: t('common.disabled') },
            ]}
          />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Space>
    </Form>
  );
}
