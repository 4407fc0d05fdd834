import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import type { NetworkInterfaces } from './platform/public-origin.js';

describe('loadConfig', () => {
  it('has laptop defaults relative to the working directory', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/repo/data',
      webDist: '/repo/web/dist',
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads the environment and refuses nonsense numbers', () => {
    expect(loadConfig({ PORT: '9000', DATA_DIR: '/var/pj', REDIS_URL: 'redis://x' }, '/repo')).toMatchObject({
      port: 9000,
      dataDir: '/var/pj',
      redisUrl: 'redis://x',
    });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

/** A laptop on a classroom network: loopback, then Wi-Fi with IPv4 and IPv6 addresses. */
const CLASSROOM: NetworkInterfaces = {
  lo: [
    {
      address: '127.0.0.1',
      netmask: '255.0.0.0',
      family: 'IPv4',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: null,
    },
  ],
  wlan0: [
    {
      address: 'fe80::1',
      netmask: 'ffff:ffff:ffff:ffff::',
      family: 'IPv6',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: null,
      scopeid: 3,
    },
    {
      address: '192.168.1.23',
      netmask: '255.255.255.0',
      family: 'IPv4',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: null,
    },
  ],
};

describe('the public origin (QR cards, §3 Config url and domain)', () => {
  it('is PUBLIC_ORIGIN when set, as an origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://pingjia.example.cn/' }, '/repo', CLASSROOM)).toMatchObject({
      publicOrigin: 'https://pingjia.example.cn',
      isPublicOriginConfigured: true,
    });
  });

  it('is otherwise this machine’s first network address and the port, so cards work on a classroom network', () => {
    expect(loadConfig({ PORT: '9000' }, '/repo', CLASSROOM)).toMatchObject({
      publicOrigin: 'http://192.168.1.23:9000',
      isPublicOriginConfigured: false,
    });
    expect(loadConfig({ HOST: '10.0.0.5' }, '/repo', CLASSROOM).publicOrigin).toBe('http://10.0.0.5:8080');
    expect(loadConfig({}, '/repo', { lo: CLASSROOM.lo }).publicOrigin).toBe('http://localhost:8080');
    const ipv6Only = {
      eth0: [{ ...CLASSROOM.wlan0![1]!, address: '2001:db8::7', family: 'IPv6' as const, scopeid: 0 }],
    };
    expect(loadConfig({}, '/repo', ipv6Only).publicOrigin).toBe('http://[2001:db8::7]:8080');
  });

  it.each([
    ['ftp://pingjia.example.cn', /http:\/\/ or https:\/\//],
    ['pingjia.example.cn', /http:\/\/ or https:\/\//],
    ['https://pingjia.example.cn/client/', /no path/],
    ['https://user:pw@pingjia.example.cn', /no path, query or user/],
  ])('refuses PUBLIC_ORIGIN=%s at start-up', (raw, message) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: raw })).toThrow(message);
  });
});

describe('the §3 platform settings', () => {
  it('default to our own sign-in page, uploads to this server and the platform code pingjia', () => {
    expect(loadConfig({}, '/repo', CLASSROOM).platform).toEqual({
      logoutThird: { flag: false, webUrl: null, h5Url: null },
      uploadDomain: '',
      platformCode: 'pingjia',
    });
  });

  it('reads the third-party sign-out pages, the upload domain and the platform code', () => {
    const env = {
      LOGOUT_THIRD_FLAG: 'true',
      LOGOUT_THIRD_WEB_URL: 'https://idp.example.cn/logout?app=pj',
      LOGOUT_THIRD_H5_URL: 'http://m.idp.example.cn/logout',
      UPLOAD_DOMAIN: 'https://files.example.cn',
      PLATFORM_CODE: 'zj-eval',
    };
    expect(loadConfig(env, '/repo', CLASSROOM).platform).toEqual({
      logoutThird: {
        flag: true,
        webUrl: 'https://idp.example.cn/logout?app=pj',
        h5Url: 'http://m.idp.example.cn/logout',
      },
      uploadDomain: 'https://files.example.cn',
      platformCode: 'zj-eval',
    });
  });

  it.each([
    [{ LOGOUT_THIRD_WEB_URL: 'javascript:alert(1)' }, /LOGOUT_THIRD_WEB_URL must be an http:\/\/ or https:\/\//],
    [{ LOGOUT_THIRD_H5_URL: '/logout' }, /LOGOUT_THIRD_H5_URL must be an http:\/\/ or https:\/\//],
    [{ LOGOUT_THIRD_WEB_URL: 'https://idp.example.cn/#/logout' }, /without a #fragment/],
    [{ LOGOUT_THIRD_FLAG: 'yes' }, /LOGOUT_THIRD_FLAG must be true or false/],
    [{ LOGOUT_THIRD_FLAG: 'true' }, /LOGOUT_THIRD_WEB_URL is not set/],
    [{ UPLOAD_DOMAIN: 'https://files.example.cn/io/' }, /UPLOAD_DOMAIN must be an origin/],
    [{ PLATFORM_CODE: 'a b' }, /PLATFORM_CODE/],
  ])('refuses %o at start-up with the setting’s name', (env, message) => {
    expect(() => loadConfig(env, '/repo', CLASSROOM)).toThrow(message);
  });
});
