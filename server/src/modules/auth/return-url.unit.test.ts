import { describe, expect, it } from 'vitest';
import { resolveReturnUrl } from './return-url.js';

describe('resolveReturnUrl', () => {
  it('defaults to the client root', () => {
    expect(resolveReturnUrl(undefined)).toBe('/client/answerweb/');
    expect(resolveReturnUrl('')).toBe('/client/answerweb/');
  });

  it('keeps a path and query under the client base, without a fragment', () => {
    expect(resolveReturnUrl('/client/answerweb/stuIndex?roleId=8#x')).toBe('/client/answerweb/stuIndex?roleId=8');
    expect(resolveReturnUrl('/client/answerweb')).toBe('/client/answerweb');
  });

  it.each([
    'https://evil.example/client/answerweb/',
    '//evil.example/client/answerweb/',
    '/\\evil.example/client/answerweb/',
    '/client/answerweb/../../evil',
    '/client/answerwebx/',
    '/sso/',
    'javascript:alert(1)',
    '/client/answerweb/\nLocation: x',
  ])('refuses %s', (raw) => {
    expect(resolveReturnUrl(raw)).toBeNull();
  });

  it('accepts an absolute address only on the configured public origin', () => {
    const origin = 'https://pingjia.example.cn';
    expect(resolveReturnUrl('https://pingjia.example.cn/client/answerweb/stuIndex', origin)).toBe(
      '/client/answerweb/stuIndex',
    );
    expect(resolveReturnUrl('https://pingjia.example.cn.evil.example/client/answerweb/', origin)).toBeNull();
    expect(resolveReturnUrl('https://user:pw@pingjia.example.cn/client/answerweb/', origin)).toBeNull();
  });
});
