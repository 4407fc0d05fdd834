import { spawn } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '../../db/embedded.js';

export interface ServerProcess {
  baseUrl: string;
  /** SIGKILL: no shutdown hook runs, in-flight requests and open transactions are cut off. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown. */
  stop(): Promise<void>;
}

/**
 * `server/src/main.ts` as its own process, as `npm start` runs it but from the sources through tsx
 * (the contract's sources too, scripts/crash/tsconfig.json), so the test needs no build.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: path.resolve('scripts/crash/tsconfig.json'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was healthy:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`${baseUrl} was not healthy within a minute:\n${stderr}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { baseUrl, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
