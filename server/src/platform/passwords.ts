import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) at OWASP's 19 MiB / t=2; async so the event loop stays free. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let decoy: Promise<string> | undefined;

/** Checked when the account does not exist, so the reply takes as long as a real check and reveals nothing. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('pingjia-decoy-password');
  return decoy;
}
