import {
  createCipheriv,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromBase64Url,
  generateTransportKeyPair,
  openFromClient,
  parseSeal,
  sealForServer,
  toBase64Url,
  TRANSPORT_MAX_AGE_MS,
  TransportError,
  type OpenedValue,
  type TransportErrorReason,
} from '@pingjia/contract';
import { importOpeningKey, openParsedSeal } from './open-sealed.js';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const server = generateTransportKeyPair();
const rotated = generateTransportKeyPair();
const privateKeys = { [server.keyId]: server.privateKey, [rotated.keyId]: rotated.privateKey };
const openingKeys = new Map(Object.entries(privateKeys).map(([keyId, key]) => [keyId, importOpeningKey(key)]));

type Outcome = OpenedValue | TransportErrorReason;

function outcomeOf(open: () => OpenedValue): Outcome {
  try {
    return open();
  } catch (error) {
    if (error instanceof TransportError) return error.reason;
    throw error;
  }
}

/** What the server now does: Node's crypto, keys imported once (as transport/keys.ts holds them). */
function openNatively(text: string, now = NOW): Outcome {
  return outcomeOf(() => {
    const parsed = parseSeal(text);
    const key = openingKeys.get(parsed.keyId);
    if (!key) throw new TransportError('unknown-key');
    return openParsedSeal(parsed, key, now, TRANSPORT_MAX_AGE_MS);
  });
}

/** The contract's pure-JS opener, which the server used before and the wire format is written against. */
const openByContract = (text: string, now = NOW): Outcome =>
  outcomeOf(() => openFromClient(text, { privateKeys, now, maxAgeMs: TRANSPORT_MAX_AGE_MS }));

function withField(sealed: string, index: number, value: string): string {
  const fields = sealed.split('.');
  fields[index] = value;
  return fields.join('.');
}

/**
 * A client written on Node's crypto that sends `send(its ephemeral public key)` in place of the
 * key: the salt and header carry what was sent, as a client would compute them.
 */
function sealSending(send: (epk: Buffer) => Buffer, plaintext: string): string {
  const ephemeral = generateKeyPairSync('x25519');
  const serverPublic = Buffer.from(fromBase64Url(server.publicKey) ?? []);
  const spkiHeader = Buffer.from('302a300506032b656e032100', 'hex');
  const serverKey = createPublicKey({ key: Buffer.concat([spkiHeader, serverPublic]), format: 'der', type: 'spki' });
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: serverKey });
  const sent = send(ephemeral.publicKey.export({ format: 'der', type: 'spki' }).subarray(spkiHeader.length));
  const nonce = randomBytes(12);
  const header = `v1.${server.keyId}.${toBase64Url(sent)}.${NOW}.${toBase64Url(nonce)}`;
  const info = 'pingjia transport v1 x25519-hkdf-sha256-aes256gcm';
  const key = Buffer.from(hkdfSync('sha256', shared, Buffer.concat([sent, serverPublic]), info, 32));
  const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(header));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${header}.${toBase64Url(body)}`;
}

describe('opening sealed values on Node’s crypto', () => {
  it('opens whatever the web client’s sealer (the contract’s sealForServer) seals, as the contract does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.boolean(), (plaintext, useRotated) => {
        const sealed = sealForServer(plaintext, useRotated ? rotated : server, NOW);
        const opened = openNatively(sealed);
        expect(opened).toEqual({ plaintext, nonce: sealed.split('.')[4], timestamp: NOW });
        expect(opened).toEqual(openByContract(sealed));
      }),
      { numRuns: 100 },
    );
  });

  it('derives the same public key from a stored private key as the contract', () => {
    for (let i = 0; i < 20; i += 1) {
      const pair = generateTransportKeyPair();
      expect(toBase64Url(importOpeningKey(pair.privateKey).publicKey)).toBe(pair.publicKey);
    }
    for (const broken of ['short', '', server.privateKey.slice(1), `${server.privateKey}A`]) {
      expect(() => importOpeningKey(broken)).toThrow(new TransportError('unknown-key'));
    }
  });

  it('refuses for the same reason as the contract: age, format, tampering, unknown key', () => {
    const sealed = sealForServer('Pingjia@2026', server, NOW);
    const body = Buffer.from(fromBase64Url(sealed.split('.')[5] ?? '') ?? []);
    const cases: [string, number, TransportErrorReason | 'opens'][] = [
      [sealed, NOW + TRANSPORT_MAX_AGE_MS, 'opens'],
      [sealed, NOW - TRANSPORT_MAX_AGE_MS, 'opens'],
      [sealed, NOW + TRANSPORT_MAX_AGE_MS + 1, 'expired'],
      [sealed, NOW - TRANSPORT_MAX_AGE_MS - 1, 'expired'],
      [withField(sealed, 1, generateTransportKeyPair().keyId), NOW, 'unknown-key'],
      [withField(sealed, 2, generateTransportKeyPair().publicKey), NOW, 'tampered'],
      [withField(sealed, 2, toBase64Url(new Uint8Array(32))), NOW, 'tampered'],
      [withField(sealed, 3, String(NOW + 1)), NOW, 'tampered'],
      [withField(sealed, 4, toBase64Url(new Uint8Array(12))), NOW, 'tampered'],
      [withField(sealed, 5, toBase64Url(body.map((byte, i) => (i === 0 ? byte ^ 1 : byte)))), NOW, 'tampered'],
      [sealSending((epk) => epk, '密码abc123'), NOW, 'opens'],
      [sealSending(() => Buffer.alloc(32), 'x'), NOW, 'tampered'],
      ['', NOW, 'format'],
      [`${sealed}.x`, NOW, 'format'],
      [withField(sealed, 0, 'v2'), NOW, 'format'],
      [withField(sealed, 1, ''), NOW, 'format'],
      [withField(sealed, 3, '1'.repeat(16)), NOW, 'format'],
      [withField(sealed, 2, 'short'), NOW, 'format'],
      [withField(sealed, 5, toBase64Url(new Uint8Array(15))), NOW, 'format'],
      [withField(sealed, 5, 'a+b/'), NOW, 'format'],
    ];
    for (const [text, now, expected] of cases) {
      const native = openNatively(text, now);
      expect(typeof native === 'string' ? native : 'opens', text).toBe(expected);
      expect(native, text).toEqual(openByContract(text, now));
    }
  });

  it('treats an ephemeral key with its unused top bit set as RFC 7748 says, as the contract does', () => {
    const highBit = sealSending((epk) => Buffer.from(epk.map((byte, i) => (i === 31 ? byte | 0x80 : byte))), 'abc');
    expect(openNatively(highBit)).toEqual(openByContract(highBit));
    expect(openNatively(highBit)).toMatchObject({ plaintext: 'abc' });
  });

  it('agrees with the contract on any change to any character of a sealed value (property)', () => {
    const sealed = sealForServer('身份证110105', server, NOW);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.+/=';
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: sealed.length - 1 }),
        fc.constantFrom(...alphabet),
        fc.constantFrom('replace', 'insert', 'delete'),
        (index, char, edit) => {
          const changed =
            sealed.slice(0, index) +
            (edit === 'delete' ? '' : char) +
            sealed.slice(edit === 'insert' ? index : index + 1);
          expect(openNatively(changed)).toEqual(openByContract(changed));
        },
      ),
      { numRuns: 300 },
    );
  });
});
