import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';

beforeEach(() => {
  vi.resetModules();
  installBrowserGlobals();
});

async function load() {
  return import('./end-session');
}

describe('resumeAddress', () => {
  it('keeps the page the user was on, with its query', async () => {
    const { resumeAddress } = await load();
    expect(resumeAddress({ pathname: '/client/answerweb/adminIndex/personalCenter', search: '?tab=phone' })).toBe(
      '/client/answerweb/adminIndex/personalCenter?tab=phone',
    );
  });

  it('falls back to the client root on error pages and outside the client', async () => {
    const { resumeAddress } = await load();
    expect(resumeAddress({ pathname: '/client/answerweb/401', search: '' })).toBe('/client/answerweb/');
    expect(resumeAddress({ pathname: '/client/answerweb/400', search: '' })).toBe('/client/answerweb/');
    expect(resumeAddress({ pathname: '/sso/', search: '' })).toBe('/client/answerweb/');
  });
});

describe('signedOutUrl', () => {
  it('sends the user to sign in, coming back to the given page', async () => {
    const { signedOutUrl } = await load();
    expect(signedOutUrl('http://school.test', '/client/answerweb/stuIndex')).toBe(
      '/sso/?returnUrl=%2Fclient%2Fanswerweb%2FstuIndex',
    );
  });

  it('goes to the third-party logout address with a redirect back when the config says so', async () => {
    const { signedOutUrl } = await load();
    const { permissionStore } = await import('../stores/permission-store');
    permissionStore.getState().setConfig({
      flag: true,
      url: '/sso/',
      domain: '',
      uploadDomain: '',
      platformCode: 'pingjia',
      logoutThird: { h5Url: '', webUrl: 'https://sso.example.test/logout?app=1' },
    });
    expect(signedOutUrl('http://school.test', '/client/answerweb/stuIndex')).toBe(
      'https://sso.example.test/logout?app=1&redirect=http%3A%2F%2Fschool.test%2Fclient%2Fanswerweb%2FstuIndex',
    );
  });
});
