import { desc, isNull } from 'drizzle-orm';
import {
  ErrorCode,
  generateTransportKeyPair,
  parseSeal,
  TRANSPORT_MAX_AGE_MS,
  TransportError,
  type OpenedValue,
  type TransportPublicKey,
} from '@pingjia/contract';
import type { Database } from '../../db/client.js';
import { transportKeys } from '../../db/schema/index.js';
import { AppError } from '../app-error.js';
import type { Pii } from '../pii.js';
import type { NonceStore } from './nonces.js';
import { importOpeningKey, openParsedSeal, type OpeningKey } from './open-sealed.js';

/**
 * How long a server uses its copy of the active keys before reading them again: a key another
 * server added is known at once (see UNKNOWN_KEY_REREAD_MS), a retired one refused within this.
 */
const KEYS_KEPT_MS = 60_000;
/** A value naming a key this server lacks rereads the keys, at most this often, so made-up keyIds cost few queries. */
const UNKNOWN_KEY_REREAD_MS = 1_000;

export interface TransportKeys {
  /** The newest active key, generated on first use. */
  current(): Promise<TransportPublicKey>;
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

/** The active keys as one server holds them, private keys decrypted and imported once. */
interface ActiveKeys {
  /** performance.now() when read: the cache's age is real time, whatever the app's clock says. */
  readAt: number;
  newest: TransportPublicKey | undefined;
  opening: Map<string, OpeningKey>;
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

  async function readKeys(): Promise<ActiveKeys> {
    const readAt = performance.now();
    const rows = await activeKeys();
    const opening = new Map<string, OpeningKey>();
    for (const row of rows) {
      try {
        opening.set(row.keyId, importOpeningKey(pii.decrypt(row.privateKeyEncrypted)));
      } catch (error) {
        // A malformed stored key opens nothing, as an unknown one; a wrong PII key is the operator's to fix.
        if (!(error instanceof TransportError)) throw error;
      }
    }
    const [newest] = rows;
    return { readAt, newest: newest && { keyId: newest.keyId, publicKey: newest.publicKey }, opening };
  }

  let kept: ActiveKeys | undefined;
  let reading: Promise<ActiveKeys> | undefined;
  /** One read at a time: requests arriving while the keys are read wait for that read. */
  function reread(): Promise<ActiveKeys> {
    reading ??= readKeys()
      .then((keys) => (kept = keys))
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }
  const age = (keys: ActiveKeys) => performance.now() - keys.readAt;
  const keys = () => (kept && age(kept) < KEYS_KEPT_MS ? Promise.resolve(kept) : reread());

  let rereadForUnknownAt = Number.NEGATIVE_INFINITY;
  async function openingKey(keyId: string): Promise<OpeningKey | undefined> {
    const key = (await keys()).opening.get(keyId);
    if (key || performance.now() - rereadForUnknownAt < UNKNOWN_KEY_REREAD_MS) return key;
    rereadForUnknownAt = performance.now();
    return (await reread()).opening.get(keyId);
  }

  return {
    async current() {
      let { newest } = await keys();
      if (!newest) {
        await ensureKey();
        ({ newest } = await reread());
      }
      if (!newest) throw new Error('no transport key after generating one');
      return newest;
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
      const now = clock();
      let opened: OpenedValue;
      try {
        const parsed = parseSeal(value);
        const key = await openingKey(parsed.keyId);
        if (!key) throw new TransportError('unknown-key');
        opened = openParsedSeal(parsed, key, now.getTime(), TRANSPORT_MAX_AGE_MS);
      } catch (error) {
        if (error instanceof TransportError) throw new AppError(ErrorCode.InvalidCiphertext, 'invalidCiphertext');
        throw error;
      }
      const expiresAt = new Date(opened.timestamp + TRANSPORT_MAX_AGE_MS);
      if (!(await nonces.claim(opened.nonce, expiresAt, now))) {
        throw new AppError(ErrorCode.InvalidCiphertext, 'invalidCiphertext');
      }
      return opened.plaintext;
    },
  };
}
