import type { CaseOutcome } from '@pingjia/contract';

export interface SandboxLimits {
  /** Heap of one test case's QuickJS runtime, in bytes. */
  memoryBytes: number;
  /** CPU time of one test case (evaluating the code and calling the function), in milliseconds. */
  timeoutMs: number;
  /** Characters console.log may print in one test case. */
  outputChars: number;
}

export const DEFAULT_LIMITS: SandboxLimits = { memoryBytes: 16 * 1024 * 1024, timeoutMs: 1000, outputChars: 16 * 1024 };

export interface CaseInput {
  input: unknown;
  expected: unknown;
}

/** One test case for one worker task, so a stuck case costs only itself. */
export interface CaseJob {
  code: string;
  functionName: string;
  testCase: CaseInput;
  limits: SandboxLimits;
}

export interface CaseRun {
  outcome: CaseOutcome;
  /** The function's result as JSON text, or null when it threw or was stopped. */
  actual: string | null;
  /** The error's message when the code threw (never the expected value). */
  error: string | null;
  output: string;
  timeMs: number;
}
