import { describe, expect, it } from 'vitest';
import { idCardCheckChar } from '@pingjia/contract';
import { makeIdCard } from '../../seed/id-card.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { hashToken, newToken } from '../../platform/sessions/token.js';
import { TEST_PASSWORD } from '../factories.js';
import { maskedExcerpt, maskValue, scanLogText } from './scan.js';

const ID_CARD = makeIdCard('330106', '20140612', '123');
/** A published example whose check character is X. */
const ID_CARD_X = '11010519491231002X';
const PHONE = '13812345678';
/** One output of newToken(), fixed so the test never meets the rare token without a digit or a capital. */
const TOKEN = 'qC5gwzRKpkW0KBBE7E6eJ-jG6DTarSCwvkFzARMn6UU';

/** The names of the patterns a single line sets off, in order. */
const found = (line: string) => scanLogText(line).map((finding) => finding.pattern);

describe('the log scanner finds', () => {
  it('identity numbers, with a digit or an X as check character, wherever a log line puts them', () => {
    expect(found(`{"level":30,"idCard":"${ID_CARD}"}`)).toEqual(['identity number']);
    expect(found(`{"msg":"身份证号${ID_CARD_X}已存在"}`)).toEqual(['identity number']);
    expect(found(`Failed query: insert into users … params: 7,${ID_CARD_X.toLowerCase()},true`)).toEqual([
      'identity number',
    ]);
  });

  it('mainland mobile numbers, as a string, a number or with +86', () => {
    expect(found(`{"phone":"${PHONE}"}`)).toEqual(['mobile phone number']);
    expect(found(`{"phone":${PHONE}}`)).toEqual(['mobile phone number']);
    expect(found(`{"to":"+86${PHONE}"}`)).toEqual(['mobile phone number']);
    expect(found(`{"msg":"手机号${PHONE}已绑定"}`)).toEqual(['mobile phone number']);
  });

  it('session and download tokens (and other 32-byte base64url values, such as their hashes)', () => {
    expect(TOKEN).toHaveLength(newToken().length);
    expect(found(`{"headers":{"satoken":"${TOKEN}"}}`)).toEqual(['session or download token']);
    expect(found(`GET /wj/api/file/getFile?satoken=${TOKEN}&stptype=download`)).toEqual(['session or download token']);
    expect(found(`{"tokenHash":"${hashToken(TOKEN)}"}`)).toEqual(['session or download token']);
  });

  it('the test and demo passwords, and any other of their shape', () => {
    expect(found(`{"password":"${TEST_PASSWORD}"}`)).toEqual(['password']);
    expect(found(`params: student02,${DEMO_PASSWORD}`)).toEqual(['password']);
    expect(found('{"newPassword":"Fresh@2026"}')).toEqual(['password']);
  });

  it('each of several values in one line, left to right, with its line number', () => {
    const text = ['{"msg":"request"}', `{"a":"${PHONE}","b":"${ID_CARD}"}`].join('\n');
    expect(scanLogText(text)).toEqual([
      { line: 2, pattern: 'mobile phone number', masked: maskValue(PHONE) },
      { line: 2, pattern: 'identity number', masked: maskValue(ID_CARD) },
    ]);
  });
});

describe('the log scanner leaves alone', () => {
  it('18-digit numbers that are not identity numbers: a wrong check digit, no province, no such birth date', () => {
    const first17 = ID_CARD.slice(0, 17);
    const wrongCheck = idCardCheckChar(first17) === '0' ? '1' : '0';
    expect(found(`{"orderNo":"${first17}${wrongCheck}"}`)).toEqual([]);
    expect(found('{"orderNo":"202406120000123456"}')).toEqual([]);
    expect(found('{"orderNo":"330106201402301235"}')).toEqual([]);
  });

  it('an identity number or a phone number inside a longer run of digits or letters', () => {
    expect(found(`{"n":"9${ID_CARD}"}`)).toEqual([]);
    expect(found(`{"n":"${PHONE}0"}`)).toEqual([]);
    expect(found(`{"n":"9${PHONE}"}`)).toEqual([]);
    expect(found(`{"file":"a${PHONE}b.png"}`)).toEqual([]);
  });

  it('what every log line carries: times, request ids, durations, paths, digests', () => {
    const line = JSON.stringify({
      level: 30,
      time: 1718000000000,
      pid: 13812,
      reqId: 'f47ac10b-58cc-4372-a567-13812345678a',
      method: 'POST',
      path: '/wj/api/evaluation/subEvaluationGroupAnswer',
      statusCode: 200,
      ms: 13.8,
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      file: '2026/06/0b2f9b9e-6a3c-4f0e-9d55-3b1f4a0c2e77.png',
      msg: 'request',
    });
    expect(found(line)).toEqual([]);
  });

  it('an address that merely looks like a password', () => {
    expect(found('{"email":"li.ming@2026.example.cn","loginName":"teacher@school"}')).toEqual([]);
  });
});

describe('a finding is reported masked', () => {
  it('keeps two characters of the value and shows the rest of the line', () => {
    const line = `{"msg":"duplicate key","detail":"Key (phone)=(${PHONE}) already exists."}`;
    expect(maskValue(PHONE)).toBe('13*********');
    const excerpt = maskedExcerpt(line);
    expect(excerpt).not.toContain(PHONE);
    expect(excerpt).toContain('Key (phone)=(13*********) already exists.');
  });
});
