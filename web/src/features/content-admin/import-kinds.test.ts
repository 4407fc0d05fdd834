import { describe, expect, it } from 'vitest';
import { IMPORT_KIND_NAMES, IMPORT_KINDS, parseDefinition } from './import-kinds';

describe('parseDefinition', () => {
  it('says why a file that is not JSON cannot be sent', () => {
    const parsed = parseDefinition('{ "name": ', 'taskGroupId', null);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.reason).toBe('invalidJson');
      expect(parsed.detail).not.toBe('');
    }
  });

  it.each(['[]', '"text"', 'null', '3'])('refuses %s, which is not one definition object', (text) => {
    expect(parseDefinition(text, 'activityId', null)).toEqual({ ok: false, reason: 'notObject', detail: '' });
  });

  it('keeps the file’s own target when none is typed', () => {
    expect(parseDefinition('{"taskGroupId": 4, "name": "a"}', 'taskGroupId', null)).toEqual({
      ok: true,
      body: { taskGroupId: 4, name: 'a' },
    });
  });

  it('lets the typed target id replace the file’s', () => {
    expect(parseDefinition('{"activityId": 4}', 'activityId', 9)).toEqual({ ok: true, body: { activityId: 9 } });
  });
});

describe('the downloadable examples', () => {
  it.each(IMPORT_KIND_NAMES)('the %s example names the field its importer targets', (kind) => {
    const { example, target } = IMPORT_KINDS[kind];
    expect(typeof example[target]).toBe('number');
  });
});
