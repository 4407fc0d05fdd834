import { describe, expect, it } from 'vitest';
import { SerializedReply } from './route.js';

describe('a kept reply', () => {
  it('holds the UTF-8 bytes of its JSON, Chinese text included', () => {
    const json = JSON.stringify({ success: true, data: { userName: '张小明', className: '三年级（2）班' } });
    const kept = new SerializedReply(json);
    expect(kept.body.toString('utf8')).toBe(json);
    expect(kept.body.length).toBe(Buffer.byteLength(json));
  });

  it('owns its memory, so keeping it keeps no shared pool alive', () => {
    const kept = new SerializedReply('{"success":true}');
    expect(kept.body.buffer.byteLength).toBe(kept.body.length);
  });
});
