import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, SerializedReply } from './route.js';

describe('a kept reply', () => {
  const reply = { success: true, data: { userName: '张小明', className: '三年级（2）班', note: 'café 😀' } };

  it('reads as the reply it was made from, Chinese and characters outside the basic plane included', () => {
    const kept = new SerializedReply(JSON.stringify(reply));
    expect(JSON.parse(kept.json())).toEqual(reply);
    expect(kept.json()).toContain('张小明');
  });

  it('keeps gzip bytes that inflate to the same UTF-8 JSON, smaller than the text', () => {
    const json = JSON.stringify({ ...reply, list: Array.from({ length: 40 }, (_, i) => ({ id: i, name: '活动' })) });
    const gzip = new SerializedReply(json).gzip();
    expect(gunzipSync(gzip).toString('utf8')).toBe(json);
    expect(gzip.length).toBeLessThan(Buffer.byteLength(json) / 4);
  });
});

describe('whether a client accepts gzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['x-gzip', true],
    ['deflate, br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000, deflate', false],
    ['gzip;q=0, *', false],
    ['*;q=0, gzip', true],
    ['identity', false],
    [undefined, false],
  ])('%s → %s', (header, accepts) => {
    expect(acceptsGzip(header)).toBe(accepts);
  });
});
