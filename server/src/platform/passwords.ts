import { HashPool } from './hash-workers.js';

/** Argon2id (the library's default algorithm) at OWASP's 19 MiB / t=2. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** One pool per process: its threads start on first use and never hold the process open when idle. */
export const hashPool = new HashPool();

export function hashPassword(password: string): Promise<string> {
  return hashPool.hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashPool.verify(passwordHash, password).catch(() => false);
}

let decoy: Promise<string> | undefined;

/** Checked when the account does not exist, so the reply takes as long as a real check and reveals nothing. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('pingjia-decoy-password');
  return decoy;
}
