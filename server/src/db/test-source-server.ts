// The real server process (`server/src/main.ts`, what `npm start` runs once built), started from
// the sources so a test needs no build: tsx compiles it, and a resolve hook points the contract
// package at its sources (its package entry is the build output).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { api } from '@pingjia/contract';
import { findFreePort } from './embedded.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const contractSource = new URL('../../../packages/contract/src/index.ts', import.meta.url).href;

const resolveHook = `export async function resolve(specifier, context, next) {
  return specifier === '@pingjia/contract' ? { url: ${JSON.stringify(contractSource)}, shortCircuit: true } : next(specifier, context);
}`;
const registerHook = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(resolveHook)}`)});`;
const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

export interface SourceServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export async function startSourceServer(env: Record<string, string>): Promise<SourceServer> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', dataUrl(registerHook), '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => printed, exited };
}

/** Polls the platform date until the server answers; fails with its output if it exits or the deadline passes. */
export async function untilServing(server: SourceServer, deadlineMs = 120_000): Promise<void> {
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the server exited before it served:\n${server.output()}`);
    const answered = await fetch(`${server.baseUrl}${api.sys.date.path}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not serve within ${deadlineMs} ms:\n${server.output()}`);
}

/** Stops the server as an operator does (SIGTERM) and waits for it to go. */
export async function stopSourceServer(server: SourceServer): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}
