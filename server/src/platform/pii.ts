import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Identity numbers of children are sensitive (PIPL): stored encrypted with AES-256-GCM,
 * and looked up through a keyed hash so equal numbers can be found without decrypting.
 */
export interface Pii {
  encrypt(plaintext: string): string;
  decrypt(sealed: string): string;
  keyedHash(value: string): string;
}

const VERSION = 'v1';

export function createPii(masterKey: Buffer): Pii {
  if (masterKey.length !== 32) throw new Error('the PII key must be 32 bytes');
  const encryptionKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'pingjia-pii-encrypt', 32));
  const hashKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'pingjia-pii-hash', 32));
  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('unknown PII format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    keyedHash(value) {
      return createHmac('sha256', hashKey).update(value.trim().toUpperCase()).digest('base64url');
    },
  };
}

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('PII_KEY must be 32 bytes as 64 hex digits or base64');
  return key;
}

/** PII_KEY wins; otherwise DATA_DIR/keys/pii.key, created on first start and readable by the owner only. */
export async function loadPiiKey(dataDir: string, envKey: string | undefined): Promise<Buffer> {
  if (envKey) return parseKey(envKey);
  const file = path.join(dataDir, 'keys', 'pii.key');
  try {
    return parseKey(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}
