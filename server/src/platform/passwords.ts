import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { limitConcurrency } from './limit-concurrency.js';

/** Argon2id (the library's default algorithm) at OWASP's 19 MiB / t=2. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** libuv's thread pool, where @node-rs/argon2 runs: UV_THREADPOOL_SIZE, else libuv's default of 4. */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Hashes running at once. Each keeps a core busy for ~10 ms, so a sign-in storm with every pool
 * thread hashing leaves the event loop fighting for CPU (every other request waits) and file reads
 * queued behind hashes. One core and one pool thread stay free; the rest wait in arrival order.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(availableParallelism() - 1, POOL_THREADS - 1));

const hashing = limitConcurrency(HASH_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing(() => verify(passwordHash, password)).catch(() => false);
}

let decoy: Promise<string> | undefined;

/** Checked when the account does not exist, so the reply takes as long as a real check and reveals nothing. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('pingjia-decoy-password');
  return decoy;
}
