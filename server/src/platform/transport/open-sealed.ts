/**
 * The server's half of the transport encryption (docs/transport-encryption.md) on Node's own
 * X25519, HKDF and AES-GCM. The contract's `openFromClient` does the same in pure JavaScript,
 * which browsers need on plain HTTP; on the server it cost ~1.3 ms of event loop per sign-in
 * (two scalar multiplications), this ~0.13 ms. `open-sealed.unit.test.ts` holds the two to the
 * same answers, refusals included.
 */
import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { fromBase64Url, TransportError, type OpenedValue, type ParsedSeal } from '@pingjia/contract';

const INFO = 'pingjia transport v1 x25519-hkdf-sha256-aes256gcm';
const KEY_BYTES = 32;
const TAG_BYTES = 16;
/** The DER header of a raw X25519 private key in PKCS #8 (RFC 8410). */
const PKCS8_X25519 = Buffer.from('302e020100300506032b656e04220420', 'hex');

/** A server private key ready to open values: imported once, not per value. */
export interface OpeningKey {
  privateKey: KeyObject;
  /** The raw public key, which the key derivation's salt includes. */
  publicKey: Buffer;
}

/** Imports a stored private key (32 bytes, base64url); a malformed one is an unknown key. */
export function importOpeningKey(privateKey: string): OpeningKey {
  const raw = fromBase64Url(privateKey);
  if (raw?.length !== KEY_BYTES) throw new TransportError('unknown-key');
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_X25519, raw]), format: 'der', type: 'pkcs8' });
  const { x = '' } = createPublicKey(key).export({ format: 'jwk' });
  return { privateKey: key, publicKey: Buffer.from(x, 'base64url') };
}

function decrypt(parsed: ParsedSeal, key: OpeningKey): string {
  try {
    // As a JWK, not DER: OpenSSL decodes DER ten times slower (~180 µs against ~17 µs).
    const ephemeral = createPublicKey({
      key: { kty: 'OKP', crv: 'X25519', x: Buffer.from(parsed.ephemeralPublic).toString('base64url') },
      format: 'jwk',
    });
    // OpenSSL refuses an all-zero secret, i.e. a low-order ephemeral key, as the contract does.
    const shared = diffieHellman({ privateKey: key.privateKey, publicKey: ephemeral });
    const salt = Buffer.concat([parsed.ephemeralPublic, key.publicKey]);
    const aesKey = Buffer.from(hkdfSync('sha256', shared, salt, INFO, KEY_BYTES));
    const decipher = createDecipheriv('aes-256-gcm', aesKey, parsed.nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(parsed.header, 'utf8'));
    decipher.setAuthTag(parsed.sealed.subarray(parsed.sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(parsed.sealed.subarray(0, parsed.sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new TransportError('tampered');
  }
}

/**
 * Opens a parsed value with the key its keyId names, or throws the TransportError the contract's
 * `openFromClient` would. The tag is checked before the clock, so an altered timestamp reads as tampering.
 */
export function openParsedSeal(parsed: ParsedSeal, key: OpeningKey, now: number, maxAgeMs: number): OpenedValue {
  const plaintext = decrypt(parsed, key);
  if (Math.abs(now - parsed.timestamp) > maxAgeMs) throw new TransportError('expired');
  return { plaintext, nonce: parsed.nonceText, timestamp: parsed.timestamp };
}
