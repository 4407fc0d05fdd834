import { desc, isNull } from 'drizzle-orm';
import { ErrorCode, generateTransportKeyPair, openFromClient, TRANSPORT_MAX_AGE_MS } from '@pingjia/contract';
import type { Database } from '../../db/client.js';
import { transportKeys } from '../../db/schema/index.js';
import { AppError } from '../app-error.js';
import type { Pii } from '../pii.js';
import type { NonceStore } from './nonces.js';

export interface TransportKeys {
  /** The newest active key, generated on first use. */
  current(): Promise<{ keyId: string; publicKey: string }>;
  /** Opens a value the client sealed; refuses anything unreadable, stale or replayed. */
  openSealed(value: string): Promise<string>;
  /**
   * Throws when this server's PII key cannot open the keys already in the database: servers of
   * one deployment must share the key, and a mismatch would otherwise surface as failed sign-ins.
   */
  assertReadable(): Promise<void>;
}

export interface TransportDeps {
  db: Database;
  pii: Pii;
  nonces: NonceStore;
  clock: () => Date;
}

export function createTransportKeys({ db, pii, nonces, clock }: TransportDeps): TransportKeys {
  async function activeKeys() {
    return db
      .select()
      .from(transportKeys)
      .where(isNull(transportKeys.retiredAt))
      .orderBy(desc(transportKeys.createdAt));
  }

  async function ensureKey(): Promise<void> {
    if ((await activeKeys()).length > 0) return;
    const pair = generateTransportKeyPair();
    await db
      .insert(transportKeys)
      .values({ keyId: pair.keyId, publicKey: pair.publicKey, privateKeyEncrypted: pii.encrypt(pair.privateKey) })
      .onConflictDoNothing();
  }

  return {
    async current() {
      await ensureKey();
      const [newest] = await activeKeys();
      if (!newest) throw new Error('no transport key after generating one');
      return { keyId: newest.keyId, publicKey: newest.publicKey };
    },
    async assertReadable() {
      const [newest] = await activeKeys();
      if (!newest) return;
      try {
        pii.decrypt(newest.privateKeyEncrypted);
      } catch {
        throw new Error(
          "This server's PII key (PII_KEY, or DATA_DIR/keys/pii.key) is not the key this database's data was " +
            'encrypted with. Every server of a deployment must use the same key.',
        );
      }
    },
    async openSealed(value) {
      const privateKeys = Object.fromEntries(
        (await activeKeys()).map((key) => [key.keyId, pii.decrypt(key.privateKeyEncrypted)]),
      );
      const now = clock();
      let opened: { plaintext: string; nonce: string; timestamp: number };
      try {
        opened = openFromClient(value, { privateKeys, now: now.getTime(), maxAgeMs: TRANSPORT_MAX_AGE_MS });
      } catch {
        throw new AppError(ErrorCode.InvalidCiphertext, 'invalidCiphertext');
      }
      const expiresAt = new Date(opened.timestamp + TRANSPORT_MAX_AGE_MS);
      if (!(await nonces.claim(opened.nonce, expiresAt, now))) {
        throw new AppError(ErrorCode.InvalidCiphertext, 'invalidCiphertext');
      }
      return opened.plaintext;
    },
  };
}
