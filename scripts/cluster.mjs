#!/usr/bin/env node
// `npm run start:cluster`: several Pingjia servers behind HAProxy on one PostgreSQL and one Redis,
// the layout of docs/scale.md on one machine. `npm start` stays one server on the embedded database.
//   CLUSTER_SERVERS (2)   how many servers
//   PORT (8080)           where HAProxy listens; the servers take the ports after it
//   DATABASE_URL          default postgres://postgres@127.0.0.1:5432/pingjia (created when missing)
//   REDIS_URL             default redis://127.0.0.1:6379
//   DATA_DIR (data/cluster) the file store every server shares (a shared folder in production)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const HAPROXY = '/usr/sbin/haproxy';

export function ensureHaproxy() {
  ensureDebianPackage({ name: 'haproxy', isPresent: () => existsSync(HAPROXY), what: 'HAProxy' });
}

/** Creates the database when the server has none of that name (the first server then migrates and seeds it). */
async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * The balancer: round robin over servers that answer /healthz, a request that could not reach a
 * server sent to another (never one a server has started on: only the product knows which calls
 * are safe to repeat, and its submits carry their own key for that).
 */
export function haproxyConfig({ port, servers }) {
  return `global
  maxconn 8000
defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  # A busy server answers its health check late, not never: only a server that cannot be reached
  # (refused, gone) is taken out quickly; one that is slow keeps its share.
  timeout check 10s
frontend pingjia
  bind :${port}
  default_backend servers
backend servers
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
${servers.map((server, index) => `  server s${index + 1} 127.0.0.1:${server.port} check inter 1s fall 3 rise 2`).join('\n')}
`;
}

async function waitForHealth(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy in time`);
}

function startServer({ port, env, quiet }) {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: 'true' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    /** Gone at once, as when a machine dies: nothing written, no goodbye. */
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the servers one after the other (the first migrates and seeds an empty database; the
 * others find it ready) and HAProxy in front of them. Answers the balancer's address, the servers
 * (each can be killed) and a stop for all.
 */
export async function startCluster({
  servers: count = 2,
  port = 8080,
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/pingjia',
  redisUrl = 'redis://127.0.0.1:6379',
  dataDir = path.resolve('data', 'cluster'),
  logLevel = 'info',
  quiet = false,
} = {}) {
  ensureHaproxy();
  await ensureDatabase(databaseUrl);
  mkdirSync(dataDir, { recursive: true });
  // QR cards and links must name the balancer, not a server behind it.
  const { resolvePublicOrigin } = await import('../server/dist/platform/public-origin.js');
  const publicOrigin =
    process.env.PUBLIC_ORIGIN ??
    resolvePublicOrigin(undefined, { host: '0.0.0.0', port }, os.networkInterfaces()).origin;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    PUBLIC_ORIGIN: publicOrigin,
  };
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    const server = startServer({ port: port + 1 + index, env, quiet });
    servers.push(server);
    await waitForHealth(server.url, server.child);
  }
  const configFile = path.join(dataDir, `haproxy-${port}.cfg`);
  writeFileSync(configFile, haproxyConfig({ port, servers }));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { stdio: 'inherit' });
  if (check.status !== 0) throw new Error(`HAProxy refused ${configFile}`);
  const balancer = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const balancerExited = new Promise((resolve) => balancer.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, balancer);
  return {
    baseUrl,
    servers,
    async stop() {
      if (balancer.exitCode === null) balancer.kill('SIGTERM');
      await balancerExited;
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const cluster = await startCluster({
    servers: Number(process.env.CLUSTER_SERVERS ?? 2),
    port: Number(process.env.PORT ?? 8080),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    ...(process.env.DATA_DIR ? { dataDir: path.resolve(process.env.DATA_DIR) } : {}),
  });
  console.log(
    `\nPingjia cluster: ${cluster.baseUrl}/client/answerweb/ through HAProxy, ${cluster.servers.length} servers on ports ${cluster.servers.map((s) => s.port).join(', ')}\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cluster.stop().then(() => process.exit(0)));
  }
}
