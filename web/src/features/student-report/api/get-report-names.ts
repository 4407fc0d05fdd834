import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadDict } from '../../../shared/dict/load-dict';
import type { DictEntry } from '../../../shared/stores/dict-store';

/**
 * The report-year and evaluation-batch dictionaries (§9: kept in local storage, revalidated). Named
 * by their literal types: the contract's `DictType` object sits beside zod schemas a phone page leaves out.
 */
export const reportDictsQueryOptions = queryOptions({
  queryKey: ['dict', 'reportYearAndBatch'],
  queryFn: async () => {
    const [years, batches] = await Promise.all([loadDict('reportYear'), loadDict('evaluationBatch')]);
    return { years, batches };
  },
  staleTime: Infinity,
});

/** The contract's `dictLabelFor`, written out for the same reason: English for en-US when the entry has one. */
export const labelOf = (entry: DictEntry, locale: string) =>
  locale === 'en-US' && entry.dictLabelEn ? entry.dictLabelEn : entry.dictLabel;

/** Names for a report's year and batch values ('2025' → '2025-2026学年'); the value itself until the names load. */
export function useReportNames() {
  const { i18n } = useTranslation();
  const dicts = useQuery(reportDictsQueryOptions);
  const nameIn = (entries: readonly DictEntry[] | undefined, value: string) => {
    const entry = entries?.find((candidate) => candidate.dictValue === value);
    return entry ? labelOf(entry, i18n.language) : value;
  };
  return {
    years: (dicts.data?.years ?? []).map((entry) => ({ value: entry.dictValue, label: labelOf(entry, i18n.language) })),
    yearName: (value: string) => nameIn(dicts.data?.years, value),
    batchName: (value: string) => nameIn(dicts.data?.batches, value),
  };
}
