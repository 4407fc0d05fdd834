import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupFields } from '../../../shared/admin/drill/group-fields';
import { classChoicesQueryOptions } from '../api/classes';
import { useCan } from '../api/my-scope';
import type { ReviewTaskGroup } from '../api/task-groups';
import type { ReviewFilterControls } from '../hooks/use-review-filters';
import { ANSWER_REVIEW_NS } from '../i18n';

/** The "all classes" choice: class ids are positive, so 0 names none of them. */
const ALL = 0;

/**
 * The classes in scope, searched on the server by name. Only roles that read classes get the
 * filter (an area teaching researcher finds students by name instead).
 */
function ClassFilter({
  classId,
  onChange,
}: {
  classId: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  const [search, setSearch] = useState('');
  const classes = useQuery(classChoicesQueryOptions(search, true));
  const options = (classes.data ?? []).map((row) => ({
    value: row.id,
    label: `${row.schoolName} ${row.gradeName}${row.name}`,
  }));
  return (
    <Form.Item label={t('filters.class')} htmlFor="review-class">
      <Select
        id="review-class"
        style={{ minWidth: 260 }}
        value={classId ?? ALL}
        loading={classes.isFetching}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        onChange={(value: number) => onChange(value === ALL ? undefined : value)}
        options={[{ value: ALL, label: t('filters.allClasses') }, ...options]}
      />
    </Form.Item>
  );
}

interface ReviewFiltersProps {
  groups: ReviewTaskGroup[];
  taskGroupId: number;
  controls: ReviewFilterControls;
}

/** Which task group, which of its activities, which class, which names. */
export function ReviewFilters({ groups, taskGroupId, controls }: ReviewFiltersProps) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  const canReadClasses = useCan('readClasses');
  const { filters } = controls;
  return (
    <Form layout="inline" onFinish={(values: { keyword?: string }) => controls.search(values.keyword)}>
      <GroupFields
        idPrefix="review"
        groups={groups}
        taskGroupId={taskGroupId}
        activityId={filters.activityId}
        onTaskGroup={controls.chooseTaskGroup}
        onActivity={controls.chooseActivity}
      />
      {canReadClasses && <ClassFilter classId={filters.classId} onChange={controls.chooseClass} />}
      <Form.Item name="keyword" label={t('filters.keyword')} htmlFor="review-keyword">
        <Input id="review-keyword" allowClear maxLength={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('filters.search')}
      </Button>
    </Form>
  );
}
