import type { StoredDictType } from '@pingjia/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dictionaries } from '../../db/schema/index.js';

export async function findDictRows(db: Executor, dictType: StoredDictType) {
  return db
    .select()
    .from(dictionaries)
    .where(eq(dictionaries.dictType, dictType))
    .orderBy(asc(dictionaries.sort), asc(dictionaries.id));
}
