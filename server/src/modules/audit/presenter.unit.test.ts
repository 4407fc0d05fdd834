import { describe, expect, it } from 'vitest';
import { maskIp, presentEntry, withholdPersonal, WITHHELD } from './presenter.js';

describe('maskIp', () => {
  it('keeps the network of an address, not the household', () => {
    expect(maskIp('203.0.113.57')).toBe('203.0.*.*');
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.*.*');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:*');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:*');
    expect(maskIp('::1')).toBe('*');
  });

  it('withholds what it cannot read and keeps a missing address missing', () => {
    expect(maskIp('localhost')).toBe(WITHHELD);
    expect(maskIp(null)).toBeNull();
  });
});

describe('withholdPersonal', () => {
  it('withholds names, accounts, phones, results and upload names at any depth; keeps ids and states', () => {
    const payload = {
      userName: '李小明',
      loginName: 'li01',
      phone: '138****1111',
      classId: 3,
      state: 0,
      totalScore: 87,
      grants: [{ roleCode: 7, studentName: '王小红' }],
      file: { originalName: '成绩单.xlsx', size: 10 },
      cleared: { phone: null },
    };
    expect(withholdPersonal(payload)).toEqual({
      userName: WITHHELD,
      loginName: WITHHELD,
      phone: WITHHELD,
      classId: 3,
      state: 0,
      totalScore: WITHHELD,
      grants: [{ roleCode: 7, studentName: WITHHELD }],
      file: { originalName: WITHHELD, size: 10 },
      cleared: { phone: null },
    });
  });

  it('passes plain values and empty payloads through', () => {
    expect(withholdPersonal(null)).toBeNull();
    expect(withholdPersonal(5)).toBe(5);
    expect(withholdPersonal(['a'])).toEqual(['a']);
  });
});

describe('presentEntry', () => {
  it('shows the entry with the address masked, without its shard or place columns', () => {
    const shown = presentEntry({
      id: 1,
      at: new Date('2026-11-22T08:00:00Z'),
      actorUserId: 2,
      actingAsUserId: null,
      action: 'session.signIn',
      entityType: 'session',
      entityId: 'abc',
      before: null,
      after: { roleId: 8 },
      ip: '203.0.113.57',
      provinceShardId: 33,
      schoolId: 4,
      regionId: 5,
    });
    expect(shown).toMatchObject({ id: 1, action: 'session.signIn', after: { roleId: 8 }, ip: '203.0.*.*' });
    expect(Object.keys(shown)).not.toContain('provinceShardId');
  });
});
