import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStore } from './file-store/types.js';
import type { Pii } from './pii.js';
import type { RateLimiter } from './rate-limit.js';
import type { ActiveSessionStore } from './sessions/activity.js';
import type { SmsSender } from './sms.js';
import type { TransportKeys } from './transport/keys.js';

/** The services every module may use, built once by `buildApp` and handed to each module. */
export interface AppContext {
  config: Config;
  db: Database;
  /**
   * Where report and statistics reads go: a streaming replica when DATABASE_READ_URL is set,
   * otherwise the primary itself. Never written through, and only for reads that may trail the
   * primary by a moment (docs/decisions.md, "Read replica").
   */
  readDb: Database;
  sessions: ActiveSessionStore;
  rateLimiter: RateLimiter;
  transport: TransportKeys;
  sms: SmsSender;
  pii: Pii;
  /** The file store of the deployment (local disk under DATA_DIR by default). */
  files: FileStore;
  clock: () => Date;
  /** Session lifetimes in milliseconds (from config, shortened by tests). */
  sessionIdleMs: number;
  sessionMaxMs: number;
}
