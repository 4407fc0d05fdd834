import { describe, expect, it } from 'vitest';
import { ErrorCode, HttpStatus, envelopeMessage, fail, isSuccessEnvelope, ok } from './envelope.js';

describe('ok()', () => {
  it('builds the §8 success envelope with the message in both fields', () => {
    expect(ok({ id: 1 })).toEqual({
      status: 'success',
      success: true,
      code: 200,
      data: { id: 1 },
      message: 'success',
      msg: 'success',
    });
    expect(ok(null, '已保存')).toMatchObject({ message: '已保存', msg: '已保存', data: null });
  });
});

describe('fail()', () => {
  it('builds a failure with the code, the text in both fields and no data', () => {
    expect(fail(ErrorCode.NotFound, '记录不存在')).toEqual({
      status: 'error',
      success: false,
      code: 10004,
      message: '记录不存在',
      msg: '记录不存在',
      data: null,
    });
  });

  it('carries the no-permission url and field errors when given', () => {
    const body = fail(ErrorCode.ValidationFailed, '输入有误', {
      url: '/client/answerweb/noPermission',
      errors: [{ path: 'loginName', message: 'validation.account.format' }],
    });
    expect(body.url).toBe('/client/answerweb/noPermission');
    expect(body.errors).toEqual([{ path: 'loginName', message: 'validation.account.format' }]);
  });
});

describe('isSuccessEnvelope (§8)', () => {
  it("is a success when status is 'success', success is true, or code is 200", () => {
    expect(isSuccessEnvelope(ok(1))).toBe(true);
    expect(isSuccessEnvelope({ status: 'success' })).toBe(true);
    expect(isSuccessEnvelope({ success: true })).toBe(true);
    expect(isSuccessEnvelope({ code: 200 })).toBe(true);
    expect(isSuccessEnvelope({ code: '200' })).toBe(true);
  });

  it('is not a success otherwise', () => {
    for (const body of [
      fail(ErrorCode.Conflict, 'x'),
      { code: '701' },
      { success: 'true' },
      {},
      null,
      'success',
      200,
    ]) {
      expect(isSuccessEnvelope(body)).toBe(false);
    }
  });
});

describe('envelopeMessage', () => {
  it('reads message first, then msg', () => {
    expect(envelopeMessage({ message: 'a', msg: 'b' })).toBe('a');
    expect(envelopeMessage({ message: '', msg: 'b' })).toBe('b');
    expect(envelopeMessage({ msg: 'b' })).toBe('b');
  });

  it('is empty without a text', () => {
    for (const body of [{}, { message: 3 }, null, 'text']) expect(envelopeMessage(body)).toBe('');
  });
});

describe('codes', () => {
  it('keeps business codes unique and out of the HTTP range', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toBeGreaterThanOrEqual(10000);
  });

  it('names the §8 HTTP statuses', () => {
    expect(HttpStatus).toEqual({
      Ok: 200,
      UserTypeIncorrect: 400,
      Unauthenticated: 401,
      IdleSession: 402,
      Forbidden: 403,
      NoSuchCall: 404,
      ServerMessage: 701,
    });
  });
});
