import fc from 'fast-check';
import { gcm } from '@noble/ciphers/aes.js';
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { randomBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { sealedValueSchema } from './sealed-value.js';
import {
  TRANSPORT_MAX_AGE_MS,
  TransportError,
  generateTransportKeyPair,
  openFromClient,
  sealForServer,
  transportPublicKeyOf,
  type TransportErrorReason,
} from './transport.js';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const server = generateTransportKeyPair();
const privateKeys = { [server.keyId]: server.privateKey };

function rejection(open: () => unknown): TransportErrorReason | 'none' {
  try {
    open();
    return 'none';
  } catch (error) {
    if (error instanceof TransportError) return error.reason;
    throw error;
  }
}

/** Replaces one dot-separated field of a sealed value. */
function withField(sealed: string, index: number, value: string): string {
  const fields = sealed.split('.');
  fields[index] = value;
  return fields.join('.');
}

/**
 * The client side written again from docs/transport-encryption.md alone, so the tests
 * notice when the code and the documented format drift apart.
 */
function sealBytesPerSpec(plaintext: Uint8Array, now: number): string {
  const serverPublic = fromBase64Url(server.publicKey) as Uint8Array;
  const ephemeral = x25519.keygen();
  const nonce = randomBytes(12);
  const header = `v1.${server.keyId}.${toBase64Url(ephemeral.publicKey)}.${now}.${toBase64Url(nonce)}`;
  const info = new TextEncoder().encode('pingjia transport v1 x25519-hkdf-sha256-aes256gcm');
  const salt = new Uint8Array([...ephemeral.publicKey, ...serverPublic]);
  const key = hkdf(sha256, x25519.getSharedSecret(ephemeral.secretKey, serverPublic), salt, info, 32);
  const body = gcm(key, nonce, new TextEncoder().encode(header)).encrypt(plaintext);
  return `${header}.${toBase64Url(body)}`;
}

describe('transport key pair', () => {
  it('has an alphanumeric keyId and 32-byte base64url keys, and the public key follows from the private one', () => {
    expect(server.keyId).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(fromBase64Url(server.publicKey)).toHaveLength(32);
    expect(transportPublicKeyOf(server.privateKey)).toBe(server.publicKey);
    expect(generateTransportKeyPair().privateKey).not.toBe(server.privateKey);
  });

  it('refuses a malformed private key', () => {
    expect(rejection(() => transportPublicKeyOf('short'))).toBe('format');
  });
});

describe('sealForServer → openFromClient', () => {
  it('returns any string, Chinese and emoji included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (plaintext) => {
        const opened = openFromClient(sealForServer(plaintext, server, NOW), { privateKeys, now: NOW });
        return opened.plaintext === plaintext && opened.timestamp === NOW;
      }),
      { numRuns: 60 },
    );
    expect(openFromClient(sealForServer('身份证110105', server, NOW), { privateKeys, now: NOW }).plaintext).toBe(
      '身份证110105',
    );
  });

  it('never seals the same value twice the same way, and reports a fresh nonce for the replay store', () => {
    const first = sealForServer('abc123', server, NOW);
    const second = sealForServer('abc123', server, NOW);
    expect(first).not.toBe(second);
    const nonces = [first, second].map((sealed) => openFromClient(sealed, { privateKeys, now: NOW }).nonce);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(first.split('.')[4]).toBe(nonces[0]);
  });

  it('opens a value sealed by an independent implementation of the documented format', () => {
    const sealed = sealBytesPerSpec(new TextEncoder().encode('密码abc123'), NOW);
    expect(openFromClient(sealed, { privateKeys, now: NOW }).plaintext).toBe('密码abc123');
  });

  it('writes the documented wire format, which the payload schemas accept', () => {
    const sealed = sealForServer('abc123', server, NOW);
    const [version, keyId, epk, timestamp, nonce] = sealed.split('.');
    expect([version, keyId, timestamp]).toEqual(['v1', server.keyId, String(NOW)]);
    expect(fromBase64Url(epk as string)).toHaveLength(32);
    expect(fromBase64Url(nonce as string)).toHaveLength(12);
    expect(sealed).not.toContain('abc123');
    expect(sealedValueSchema.safeParse(sealed).success).toBe(true);
  });

  it('opens with a retired key still listed after a rotation', () => {
    const next = generateTransportKeyPair();
    const sealed = sealForServer('abc123', server, NOW);
    const keys = { [next.keyId]: next.privateKey, [server.keyId]: server.privateKey };
    expect(openFromClient(sealed, { privateKeys: keys, now: NOW }).plaintext).toBe('abc123');
  });

  it('refuses to seal to a malformed public key or keyId', () => {
    expect(rejection(() => sealForServer('x', { keyId: server.keyId, publicKey: 'abc' }, NOW))).toBe('format');
    expect(rejection(() => sealForServer('x', { keyId: 'a.b', publicKey: server.publicKey }, NOW))).toBe('format');
  });
});

describe('openFromClient refuses', () => {
  const sealed = sealForServer('abc123', server, NOW);

  it('a value older or newer than the allowed age', () => {
    expect(rejection(() => openFromClient(sealed, { privateKeys, now: NOW + TRANSPORT_MAX_AGE_MS }))).toBe('none');
    expect(rejection(() => openFromClient(sealed, { privateKeys, now: NOW + TRANSPORT_MAX_AGE_MS + 1 }))).toBe(
      'expired',
    );
    expect(rejection(() => openFromClient(sealed, { privateKeys, now: NOW - TRANSPORT_MAX_AGE_MS - 1 }))).toBe(
      'expired',
    );
    expect(rejection(() => openFromClient(sealed, { privateKeys, now: NOW + 2_000, maxAgeMs: 1_000 }))).toBe('expired');
  });

  it('a value sealed now when checked against the real clock by default', () => {
    expect(openFromClient(sealForServer('abc123', server), { privateKeys }).plaintext).toBe('abc123');
    expect(rejection(() => openFromClient(sealed, { privateKeys }))).toBe('expired');
  });

  it('a key it does not hold, or holds in a broken form', () => {
    expect(rejection(() => openFromClient(sealed, { privateKeys: {}, now: NOW }))).toBe('unknown-key');
    expect(rejection(() => openFromClient(sealed, { privateKeys: { [server.keyId]: 'broken' }, now: NOW }))).toBe(
      'unknown-key',
    );
    const other = generateTransportKeyPair();
    expect(
      rejection(() => openFromClient(sealed, { privateKeys: { [server.keyId]: other.privateKey }, now: NOW })),
    ).toBe('tampered');
  });

  it('any change to a header field or the ciphertext', () => {
    const forged = [
      withField(sealed, 2, toBase64Url(fromBase64Url(generateTransportKeyPair().publicKey) as Uint8Array)),
      withField(sealed, 3, String(NOW + 1)),
      withField(sealed, 4, toBase64Url(new Uint8Array(12))),
      withField(
        sealed,
        5,
        toBase64Url(
          new Uint8Array(fromBase64Url(sealed.split('.')[5] as string) as Uint8Array).map((b, i) =>
            i === 0 ? b ^ 1 : b,
          ),
        ),
      ),
    ];
    for (const value of forged)
      expect(rejection(() => openFromClient(value, { privateKeys, now: NOW }))).toBe('tampered');
  });

  it('any flipped bit of the ciphertext (property)', () => {
    const body = fromBase64Url(sealed.split('.')[5] as string) as Uint8Array;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: body.length * 8 - 1 }), (bit) => {
        const flipped = body.slice();
        flipped[bit >> 3] = (flipped[bit >> 3] as number) ^ (1 << (bit & 7));
        return (
          rejection(() => openFromClient(withField(sealed, 5, toBase64Url(flipped)), { privateKeys, now: NOW })) ===
          'tampered'
        );
      }),
    );
  });

  it('a low-order ephemeral key', () => {
    expect(
      rejection(() => openFromClient(withField(sealed, 2, toBase64Url(new Uint8Array(32))), { privateKeys, now: NOW })),
    ).toBe('tampered');
  });

  it('bytes that are not UTF-8, even under a valid tag', () => {
    expect(
      rejection(() => openFromClient(sealBytesPerSpec(new Uint8Array([0xc3, 0x28]), NOW), { privateKeys, now: NOW })),
    ).toBe('tampered');
  });

  it('anything not in the wire format', () => {
    const fields = sealed.split('.');
    for (const value of [
      '',
      'abc123',
      fields.slice(0, 5).join('.'),
      `${sealed}.x`,
      withField(sealed, 0, 'v2'),
      withField(sealed, 1, ''),
      withField(sealed, 3, 'soon'),
      withField(sealed, 3, '1'.repeat(16)),
      withField(sealed, 2, 'short'),
      withField(sealed, 4, toBase64Url(new Uint8Array(16))),
      withField(sealed, 5, toBase64Url(new Uint8Array(15))),
      withField(sealed, 5, 'a+b/'),
    ]) {
      expect(rejection(() => openFromClient(value, { privateKeys, now: NOW }))).toBe('format');
    }
  });

  it('a replay is the server’s to refuse: the same value opens twice to the same nonce', () => {
    const once = openFromClient(sealed, { privateKeys, now: NOW });
    const again = openFromClient(sealed, { privateKeys, now: NOW + 1_000 });
    expect(again.nonce).toBe(once.nonce);
  });
});

describe('base64url', () => {
  it('round-trips any bytes without padding or + and /', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = toBase64Url(bytes);
        return !/[=+/]/.test(text) && (fromBase64Url(text) as Uint8Array).every((byte, i) => byte === bytes[i]);
      }),
    );
  });

  it('refuses text that is not canonical base64url', () => {
    for (const text of ['a', 'ab=', 'a+b/', 'ab c', 'AB']) expect(fromBase64Url(text)).toBeNull();
    expect(fromBase64Url('AA')).toEqual(new Uint8Array([0]));
  });
});
