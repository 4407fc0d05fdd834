import { SCHOOL_SEARCH } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchSchools } from '../api/search-schools';
import { useDebounced } from '../hooks/use-debounced';

interface Props {
  id: string;
  value: { id: number; name: string } | null;
  onChange: (school: { id: number; name: string }) => void;
}

/** §2 school search select: searches as the parent types (debounced 300 ms, page 1, 50 a page). */
export function SchoolSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.name ?? '');
  const term = useDebounced(text.trim(), SCHOOL_SEARCH.debounceMs);
  const searching = term.length > 0 && term !== value?.name;
  const schools = useQuery({
    queryKey: ['parents', 'schools', term],
    queryFn: () => searchSchools(term),
    enabled: searching,
  });
  return (
    <div className="pj-school-select">
      <Input id={id} value={text} onChange={setText} placeholder={t('parents.schoolPlaceholder')} clearable />
      {searching && schools.isFetching && <p role="status">{t('app.loading')}</p>}
      {searching && schools.data && (
        <List aria-label={t('parents.schoolResults')}>
          {schools.data.records.length === 0 && <List.Item>{t('parents.noSchool')}</List.Item>}
          {schools.data.records.map((school) => (
            <List.Item
              key={school.id}
              clickable
              onClick={() => {
                setText(school.organizationName);
                onChange({ id: school.id, name: school.organizationName });
              }}
            >
              {school.organizationName}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
