import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIdCard, idCardArbitrary } from '../test-support/factories.js';
import { idCardCheckChar, validateIdCard } from './id-card.js';

describe('validateIdCard', () => {
  it('accepts a valid 18-digit number and reports its parts', () => {
    const code = buildIdCard({ region: '440305', birth: { year: 2012, month: 2, day: 29 } });
    expect(validateIdCard(code)).toEqual({
      ok: true,
      birthDate: '2012-02-29',
      regionCode: '440305',
      normalized: code,
    });
  });

  it('knows a published check digit: 11010519491231002X', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(validateIdCard('11010519491231002X').ok).toBe(true);
  });

  it('accepts a lower-case x as the check character and normalises it', () => {
    const result = validateIdCard('11010519491231002x');
    expect(result).toMatchObject({ ok: true, normalized: '11010519491231002X' });
  });

  it('rejects wrong shapes as a format error', () => {
    for (const code of [
      '',
      '1101051949123100',
      '11010519491231002XX',
      '1101051949123100A2',
      'X10105194912310021',
      '11010519491231002 ',
    ]) {
      expect(validateIdCard(code)).toEqual({ ok: false, message: 'validation.idCard.format' });
    }
  });

  it('rejects an unknown province prefix', () => {
    expect(validateIdCard(buildIdCard({ region: '990105' }))).toEqual({
      ok: false,
      message: 'validation.idCard.region',
    });
    expect(validateIdCard(buildIdCard({ region: '100105' }))).toEqual({
      ok: false,
      message: 'validation.idCard.region',
    });
  });

  it('rejects a birth date that does not exist', () => {
    for (const birth of [
      { year: 2013, month: 2, day: 29 },
      { year: 2010, month: 13, day: 1 },
      { year: 2010, month: 4, day: 31 },
      { year: 2010, month: 0, day: 10 },
      { year: 2010, month: 1, day: 0 },
      { year: 1899, month: 12, day: 31 },
    ]) {
      expect(validateIdCard(buildIdCard({ birth }))).toEqual({ ok: false, message: 'validation.idCard.birthDate' });
    }
    expect(validateIdCard(buildIdCard({ birth: { year: 2000, month: 2, day: 29 } })).ok).toBe(true);
    expect(validateIdCard(buildIdCard({ birth: { year: 1900, month: 2, day: 29 } })).ok).toBe(false);
  });

  it('rejects a wrong check digit', () => {
    const valid = buildIdCard();
    const wrong = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    expect(validateIdCard(wrong)).toEqual({ ok: false, message: 'validation.idCard.checkDigit' });
  });

  it('accepts the 15-digit first-generation form, born in the 1900s, without a check digit', () => {
    expect(validateIdCard('110105491231002')).toEqual({
      ok: true,
      birthDate: '1949-12-31',
      regionCode: '110105',
      normalized: '110105491231002',
    });
    expect(validateIdCard('110105490231002')).toEqual({ ok: false, message: 'validation.idCard.birthDate' });
    expect(validateIdCard('990105491231002')).toEqual({ ok: false, message: 'validation.idCard.region' });
  });

  describe('for a student identity (born 2002 or later)', () => {
    const options = { requireBornFrom2002: true };

    it('refuses 2001-12-31 and accepts 2002-01-01', () => {
      expect(validateIdCard(buildIdCard({ birth: { year: 2001, month: 12, day: 31 } }), options)).toEqual({
        ok: false,
        message: 'validation.idCard.bornBefore2002',
      });
      expect(validateIdCard(buildIdCard({ birth: { year: 2002, month: 1, day: 1 } }), options).ok).toBe(true);
    });

    it('refuses every 15-digit number, since those are all born in the 1900s', () => {
      expect(validateIdCard('110105991231002', options)).toEqual({
        ok: false,
        message: 'validation.idCard.bornBefore2002',
      });
    });

    it('does not apply the year rule unless asked', () => {
      expect(validateIdCard(buildIdCard({ birth: { year: 2001, month: 12, day: 31 } })).ok).toBe(true);
    });
  });

  describe('with a birth date typed elsewhere', () => {
    const code = buildIdCard({ birth: { year: 2010, month: 3, day: 5 } });

    it('accepts the same day in any accepted spelling', () => {
      for (const birthDate of ['2010-03-05', '2010-3-5', '2010-03-05 00:00:00', ' 2010-3-05T00:00:00Z']) {
        expect(validateIdCard(code, { birthDate }).ok).toBe(true);
      }
    });

    it('refuses another day, another month, another year or an unreadable date', () => {
      for (const birthDate of ['2010-03-06', '2010-04-05', '2011-03-05', '2010/03/05', '']) {
        expect(validateIdCard(code, { birthDate })).toEqual({ ok: false, message: 'validation.idCard.birthMismatch' });
      }
    });
  });

  describe('properties', () => {
    it('accepts every generated valid number', () => {
      fc.assert(fc.property(idCardArbitrary, (code) => validateIdCard(code).ok));
    });

    it('refuses a valid number with any one digit changed', () => {
      const mutation = fc.record({ position: fc.integer({ min: 0, max: 17 }), shift: fc.integer({ min: 1, max: 9 }) });
      fc.assert(
        fc.property(idCardArbitrary, mutation, (code, { position, shift }) => {
          const original = code[position] as string;
          const replaced = original === 'X' ? String(shift) : String((Number(original) + shift) % 10);
          const changed = code.slice(0, position) + replaced + code.slice(position + 1);
          return !validateIdCard(changed).ok;
        }),
      );
    });
  });
});
