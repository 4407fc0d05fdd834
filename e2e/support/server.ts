// Starts the built server (`server/dist/main.js`) as its own process, as `npm start` does.
import { spawn } from 'node:child_process';
import { findFreePort } from '../../server/src/db/embedded.js';

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function waitUntilHealthy(baseUrl: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the server exited before it became healthy');
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not become healthy within two minutes`);
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, () => child.exitCode !== null);
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
