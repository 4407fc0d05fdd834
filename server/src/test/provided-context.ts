/**
 * What the server-api global setup hands each test file (`inject`). Its own module, so every file
 * that injects sees the types whichever project compiles it (the e2e project imports the harness).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    database: { adminUrl: string; template: string };
    /** The folder every test app logs into (logs/run-log.ts). */
    apiRunLogDir: string;
  }
}

export {};
