import path from 'node:path';

/** Settings read once from the environment; every default suits a laptop demo. */
export interface Config {
  port: number;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  webDist: string;
  publicOrigin: string | undefined;
  piiKey: string | undefined;
  /** Believe X-Forwarded-For only behind a proxy we run; otherwise anyone could pick their rate-limit address. */
  trustProxy: boolean;
}

function readNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readLogLevel(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'info';
  if (!LOG_LEVELS.includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  return {
    port: readNumber(env, 'PORT', 8080),
    logLevel: readLogLevel(env.LOG_LEVEL),
    host: env.HOST || '0.0.0.0',
    databaseUrl: optional(env.DATABASE_URL),
    redisUrl: optional(env.REDIS_URL),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    sessionIdleMinutes: readNumber(env, 'SESSION_IDLE_MINUTES', 30),
    sessionMaxHours: readNumber(env, 'SESSION_MAX_HOURS', 12),
    webDist: path.resolve(cwd, env.WEB_DIST || 'web/dist'),
    publicOrigin: optional(env.PUBLIC_ORIGIN),
    piiKey: optional(env.PII_KEY),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
  };
}
