import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { listStudents } from '../api/students';
import type { Named } from '../api/types';

interface StudentPickerProps {
  id: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The students already linked, so their names show before any search. */
  known: Named[];
}

/** Finds students in scope by name or account, for a parent's parentStudentList. */
export function StudentPicker({ id, value, onChange, known }: StudentPickerProps) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['adminBasis', 'studentPicker', keyword],
    queryFn: () => listStudents({ pageIndex: 1, pageSize: 20, keyword }),
    enabled: keyword.length > 0,
  });
  const options = [
    ...known.map((item) => ({ value: item.id, label: item.name })),
    ...(found.data?.records ?? [])
      .filter((record) => !known.some((item) => item.id === record.id))
      .map((record) => ({
        value: record.id,
        label: `${record.userName} (${record.loginName})`,
      })),
  ];
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{
        filterOption: false,
        onSearch: (text) => setKeyword(text.trim()),
      }}
      loading={found.isFetching}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
