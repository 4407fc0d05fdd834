import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
