import { dict } from '@pingjia/contract';
import type { DictType } from '@pingjia/contract';
import { http } from '../request';
import { dictStore } from '../stores/dict-store';
import type { DictEntry } from '../stores/dict-store';

/**
 * A flat dictionary (§7 getDictByDictType) through the browser's copy (§9 local storage 'dict'):
 * the server is asked with the kept version and sends the entries again only when they changed.
 */
export async function loadDict(dictType: DictType): Promise<DictEntry[]> {
  const kept = dictStore.getState().byType[dictType];
  const read = await http.revalidate(dict.getDictByDictType, kept, { query: { dictType } });
  dictStore.getState().keepDict(dictType, read);
  return read.data;
}
