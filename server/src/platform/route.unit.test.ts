import { describe, expect, it } from 'vitest';
import { SerializedReply } from './route.js';

describe('a kept reply', () => {
  const reply = { success: true, data: { userName: '张小明', className: '三年级（2）班', note: 'café 😀' } };

  it('keeps only ASCII, so V8 holds it at a byte a character', () => {
    const kept = new SerializedReply(JSON.stringify(reply));
    expect(kept.json).toMatch(/^[\x20-\x7e]*$/);
    expect(kept.json).toContain('\\u5f20\\u5c0f\\u660e');
  });

  it('reads as the reply it was made from, characters outside the basic plane included', () => {
    expect(JSON.parse(new SerializedReply(JSON.stringify(reply)).json)).toEqual(reply);
  });

  it('keeps an ASCII reply as it is', () => {
    const json = JSON.stringify({ success: true, data: { loginName: 'student02', path: 'a\\b "c"' } });
    expect(new SerializedReply(json).json).toBe(json);
  });
});
