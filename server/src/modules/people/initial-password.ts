import { passwordSchema } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { hashPassword } from '../../platform/passwords.js';
import { parseOrThrow } from '../../platform/validate.js';

/**
 * Opens the admin's sealed initial password, applies the §5 rule and hashes it once for
 * the whole batch (Argon2id runs on the hashing threads, off the event loop).
 */
export async function initialPasswordHash(ctx: AppContext, sealed: string): Promise<string> {
  const password = parseOrThrow(passwordSchema, await ctx.transport.openSealed(sealed));
  return hashPassword(password);
}
