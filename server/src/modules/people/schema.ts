import { z } from 'zod';
import { sealedValueSchema } from '@pingjia/contract';

export const id = z.number().int().positive();
export const idList = z.array(id).min(1).max(5000);

/** Tables page on the server; 100 rows a page at most. */
export const pageSchema = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

export const keyword = z.string().trim().max(50).optional();

export const stateSchema = z.union([z.literal(0), z.literal(1)]);

export const updateStateBodySchema = z.object({ userIds: idList, state: stateSchema });

export const batchResetBodySchema = z.object({ userIds: idList, password: sealedValueSchema });

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int() });

export const countResultSchema = z.object({ count: z.number().int() });

/** "%" and "_" typed by a user are letters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
