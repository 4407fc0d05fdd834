import { z } from 'zod';

/*
 * The range of the database's integer columns (PostgreSQL int4). Every whole number a call
 * reads fits it, so an oversized value is a validation failure at the edge, never an overflow
 * in a query (input-bounds.test.ts holds every call's input to this).
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A record id: a positive whole number the database can hold; text (a query, a path) is read as a number. */
export const idSchema = z.coerce.number<number>().int().positive().max(INT4_MAX);

/** A whole number that may be negative (a role code, a shard, a type) within the database's integer; text is read as a number. */
export const int4Schema = z.coerce.number<number>().int().min(INT4_MIN).max(INT4_MAX);
