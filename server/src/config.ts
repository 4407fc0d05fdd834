import path from 'node:path';
import { resolvePublicOrigin, type NetworkInterfaces } from './platform/public-origin.js';
import { readRagflowConfig, type RagflowConfig } from './modules/report-assistant/config.js';

/** §3 Config, served by GET /wj/api/login/getLogoutConfig. */
export interface PlatformSettings {
  /** §2/§8: signing out (or a 401) goes to the third-party sign-out page instead of our sign-in. */
  logoutThird: { flag: boolean; webUrl: string | null; h5Url: string | null };
  /** Empty: uploads go to the server that served the page. */
  uploadDomain: string;
  platformCode: string;
}

/** Settings read once from the environment; every default suits a laptop demo. */
export interface Config {
  port: number;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  host: string;
  databaseUrl: string | undefined;
  /** A streaming replica of the database for report and statistics reads; unset: they read the primary. */
  databaseReadUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  webDist: string;
  /** The origin of every link this server hands out (QR cards, §3 Config url and domain). */
  publicOrigin: string;
  /** False when PUBLIC_ORIGIN is unset and the origin is this machine's own address (printed at start-up). */
  isPublicOriginConfigured: boolean;
  platform: PlatformSettings;
  piiKey: string | undefined;
  /** Believe X-Forwarded-For only behind a proxy we run; otherwise anyone could pick their rate-limit address. */
  trustProxy: boolean;
  /** The report assistant's RAGFlow; null: not set up, the assistant is off. */
  ragflow: RagflowConfig | null;
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

function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = optional(env[name]);
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** An address a browser is sent to or that links are built on: http or https only, no #fragment (links append a query). */
function readHttpUrl(env: NodeJS.ProcessEnv, name: string): URL | undefined {
  const raw = optional(env[name]);
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash !== '') {
    throw new Error(`${name} must be an http:// or https:// address without a #fragment, got "${raw}"`);
  }
  return url;
}

function readOrigin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const url = readHttpUrl(env, name);
  if (!url) return undefined;
  if (url.pathname !== '/' || url.search !== '' || url.username !== '' || url.password !== '') {
    throw new Error(
      `${name} must be an origin such as https://pingjia.example.cn (no path, query or user), got "${env[name]}"`,
    );
  }
  return url.origin;
}

function readPlatform(env: NodeJS.ProcessEnv): PlatformSettings {
  const flag = readFlag(env, 'LOGOUT_THIRD_FLAG');
  const webUrl = readHttpUrl(env, 'LOGOUT_THIRD_WEB_URL')?.href ?? null;
  const h5Url = readHttpUrl(env, 'LOGOUT_THIRD_H5_URL')?.href ?? null;
  if (flag && webUrl === null) {
    throw new Error('LOGOUT_THIRD_FLAG is on but LOGOUT_THIRD_WEB_URL is not set: logout would have nowhere to go');
  }
  const platformCode = env.PLATFORM_CODE || 'pingjia';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(platformCode)) {
    throw new Error(`PLATFORM_CODE must be 1 to 64 letters, digits, '-' or '_', got "${platformCode}"`);
  }
  return { logoutThird: { flag, webUrl, h5Url }, uploadDomain: readOrigin(env, 'UPLOAD_DOMAIN') ?? '', platformCode };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
  interfaces?: NetworkInterfaces,
): Config {
  const port = readNumber(env, 'PORT', 8080);
  const host = env.HOST || '0.0.0.0';
  const publicOrigin = resolvePublicOrigin(readOrigin(env, 'PUBLIC_ORIGIN'), { host, port }, interfaces);
  return {
    port,
    logLevel: readLogLevel(env.LOG_LEVEL),
    host,
    databaseUrl: optional(env.DATABASE_URL),
    databaseReadUrl: optional(env.DATABASE_READ_URL),
    redisUrl: optional(env.REDIS_URL),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    sessionIdleMinutes: readNumber(env, 'SESSION_IDLE_MINUTES', 30),
    sessionMaxHours: readNumber(env, 'SESSION_MAX_HOURS', 12),
    webDist: path.resolve(cwd, env.WEB_DIST || 'web/dist'),
    publicOrigin: publicOrigin.origin,
    isPublicOriginConfigured: publicOrigin.isConfigured,
    platform: readPlatform(env),
    piiKey: optional(env.PII_KEY),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    ragflow: readRagflowConfig(env),
  };
}
