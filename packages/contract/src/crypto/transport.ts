/**
 * Transport encryption of §9 for the password and the certificate code, in the manner of
 * HPKE base mode (RFC 9180) built from audited pure-JS primitives, because class tablets
 * often reach a school server over plain HTTP where browsers withhold Web Crypto.
 *
 * The server keeps long-lived X25519 key pairs and publishes the current public key with
 * its keyId. Per value the client makes an ephemeral X25519 pair, computes the shared
 * secret with the server key, derives a one-time AES-256-GCM key with HKDF-SHA256
 * (salt = ephemeral public key ‖ server public key, info = INFO) and encrypts under a
 * random 12-byte nonce. Wire format, five dot-separated fields after the version:
 *
 *   v1.<keyId>.<ephemeral public key>.<timestamp ms, base 10>.<nonce>.<ciphertext‖tag>
 *
 * binary fields in unpadded base64url. The header "v1.<keyId>.<epk>.<timestamp>.<nonce>"
 * is the AEAD's associated data, so changing any field fails the tag. Replay protection:
 * `openFromClient` refuses timestamps further than maxAgeMs from the server clock; the
 * server remembers each accepted nonce for that long and refuses a second use.
 */
import { gcm } from '@noble/ciphers/aes.js';
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, randomBytes } from '@noble/hashes/utils.js';
import { randomId } from '../constants.js';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { TRANSPORT_VERSION } from './sealed-value.js';

/** How far a sealed value's timestamp may be from the server clock, either way. */
export const TRANSPORT_MAX_AGE_MS = 5 * 60_000;

const INFO = new TextEncoder().encode('pingjia transport v1 x25519-hkdf-sha256-aes256gcm');
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export type TransportErrorReason = 'format' | 'unknown-key' | 'expired' | 'tampered';

export class TransportError extends Error {
  constructor(readonly reason: TransportErrorReason) {
    super(`sealed value rejected: ${reason}`);
    this.name = 'TransportError';
  }
}

export interface TransportPublicKey {
  keyId: string;
  publicKey: string;
}

export interface TransportKeyPair extends TransportPublicKey {
  privateKey: string;
}

export interface OpenedValue {
  plaintext: string;
  /** Unique per sealed value: the server stores it for maxAgeMs to refuse replays. */
  nonce: string;
  timestamp: number;
}

export interface OpenOptions {
  /** Private keys by keyId: the current key and any not yet retired after a rotation. */
  privateKeys: Record<string, string>;
  now?: number;
  maxAgeMs?: number;
}

/** A fresh server key pair; keyId is alphanumeric so it never contains the wire's dot. */
export function generateTransportKeyPair(): TransportKeyPair {
  const { secretKey, publicKey } = x25519.keygen();
  return { keyId: randomId(12), publicKey: toBase64Url(publicKey), privateKey: toBase64Url(secretKey) };
}

/** The public key of a persisted private key, to publish it again after a restart. */
export function transportPublicKeyOf(privateKey: string): string {
  const secret = fromBase64Url(privateKey);
  if (secret?.length !== KEY_BYTES) throw new TransportError('format');
  return toBase64Url(x25519.getPublicKey(secret));
}

function deriveKey(shared: Uint8Array, ephemeralPublic: Uint8Array, serverPublic: Uint8Array): Uint8Array {
  return hkdf(sha256, shared, concatBytes(ephemeralPublic, serverPublic), INFO, KEY_BYTES);
}

/** Client side: seals one value for the server. Pass the server-synced clock as `now`. */
export function sealForServer(plaintext: string, key: TransportPublicKey, now: number = Date.now()): string {
  const serverPublic = fromBase64Url(key.publicKey);
  if (serverPublic?.length !== KEY_BYTES || !/^[A-Za-z0-9_-]+$/.test(key.keyId)) {
    throw new TransportError('format');
  }
  const ephemeral = x25519.keygen();
  const nonce = randomBytes(NONCE_BYTES);
  const header = [
    TRANSPORT_VERSION,
    key.keyId,
    toBase64Url(ephemeral.publicKey),
    String(Math.trunc(now)),
    toBase64Url(nonce),
  ].join('.');
  const shared = x25519.getSharedSecret(ephemeral.secretKey, serverPublic);
  const aesKey = deriveKey(shared, ephemeral.publicKey, serverPublic);
  const sealed = gcm(aesKey, nonce, new TextEncoder().encode(header)).encrypt(new TextEncoder().encode(plaintext));
  return `${header}.${toBase64Url(sealed)}`;
}

/** A sealed value's fields, checked for shape only. */
export interface ParsedSeal {
  header: string;
  keyId: string;
  ephemeralPublic: Uint8Array;
  timestamp: number;
  nonceText: string;
  nonce: Uint8Array;
  sealed: Uint8Array;
}

/** `v1.<keyId>.<epk>.<timestamp>.<nonce>.<ciphertext‖tag>`, or TransportError('format'): the one reader of the wire format. */
export function parseSeal(text: string): ParsedSeal {
  const fields = text.split('.');
  if (fields.length !== 6) throw new TransportError('format');
  const [version, keyId, epkText, timestampText, nonceText, sealedText] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (version !== TRANSPORT_VERSION || !keyId || !/^\d{1,15}$/.test(timestampText)) {
    throw new TransportError('format');
  }
  const ephemeralPublic = fromBase64Url(epkText);
  const nonce = fromBase64Url(nonceText);
  const sealed = fromBase64Url(sealedText);
  if (ephemeralPublic?.length !== KEY_BYTES || nonce?.length !== NONCE_BYTES || !sealed || sealed.length < TAG_BYTES) {
    throw new TransportError('format');
  }
  return {
    header: fields.slice(0, 5).join('.'),
    keyId,
    ephemeralPublic,
    timestamp: Number(timestampText),
    nonceText,
    nonce,
    sealed,
  };
}

function decrypt(parsed: ParsedSeal, privateKey: string): string {
  const secret = fromBase64Url(privateKey);
  if (secret?.length !== KEY_BYTES) throw new TransportError('unknown-key');
  try {
    const shared = x25519.getSharedSecret(secret, parsed.ephemeralPublic);
    const aesKey = deriveKey(shared, parsed.ephemeralPublic, x25519.getPublicKey(secret));
    const plain = gcm(aesKey, parsed.nonce, new TextEncoder().encode(parsed.header)).decrypt(parsed.sealed);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new TransportError('tampered');
  }
}

/**
 * Server side: opens a sealed value or throws a TransportError. The tag is checked before
 * the clock so that an altered timestamp reads as tampering, not as expiry.
 */
export function openFromClient(text: string, options: OpenOptions): OpenedValue {
  const parsed = parseSeal(text);
  if (!Object.prototype.hasOwnProperty.call(options.privateKeys, parsed.keyId)) {
    throw new TransportError('unknown-key');
  }
  const plaintext = decrypt(parsed, options.privateKeys[parsed.keyId] as string);
  const now = options.now ?? Date.now();
  if (Math.abs(now - parsed.timestamp) > (options.maxAgeMs ?? TRANSPORT_MAX_AGE_MS)) {
    throw new TransportError('expired');
  }
  return { plaintext, nonce: parsed.nonceText, timestamp: parsed.timestamp };
}
