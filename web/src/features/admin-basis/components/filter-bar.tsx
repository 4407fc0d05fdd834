import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Filters } from '../api/types';
import { useAreaChoices, useClassChoices } from '../api/scope';
import { ADMIN_BASIS_NS } from '../i18n';

interface FilterBarProps {
  onSearch: (filters: Filters) => void;
  withClass?: boolean;
  /**
   * An area filter, for roles that read areas: the school table filters by district
   * (`districtId`), the area managers by any area (`regionId`).
   */
  areaFilter?: 'districtId' | 'regionId';
  withState?: boolean;
  /** Distinguishes the fields' ids when a page has two filter bars. */
  idPrefix?: string;
}

/** Keyword, class and state filters; the server does the filtering. */
export function FilterBar({
  onSearch,
  withClass = false,
  areaFilter,
  withState = true,
  idPrefix = 'basis',
}: FilterBarProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const classes = useClassChoices();
  const areas = useAreaChoices(areaFilter !== undefined);
  return (
    <Form
      layout="inline"
      onFinish={(values: Filters) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined })}
    >
      <Form.Item name="keyword" label={t('common.keyword')} htmlFor={`${idPrefix}-keyword`}>
        <Input id={`${idPrefix}-keyword`} allowClear maxLength={50} />
      </Form.Item>
      {withClass && (
        <Form.Item name="classId" label={t('common.class')} htmlFor={`${idPrefix}-class`}>
          <Select
            id={`${idPrefix}-class`}
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
      {areaFilter && (
        <Form.Item
          name={areaFilter}
          label={t(areaFilter === 'districtId' ? 'school.district' : 'areaManager.filterArea')}
          htmlFor={`${idPrefix}-area`}
        >
          <Select
            id={`${idPrefix}-area`}
            allowClear
            style={{ width: 160 }}
            loading={areas.isLoading}
            options={areas.data
              ?.filter((area) => areaFilter === 'regionId' || area.level === 'district')
              .map((area) => ({ value: area.id, label: area.name }))}
          />
        </Form.Item>
      )}
      {withState && (
        <Form.Item name="state" label={t('common.state')} htmlFor={`${idPrefix}-state`}>
          <Select
            id={`${idPrefix}-state`}
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
