import { isDeepStrictEqual } from 'node:util';
import type { QuickJSContext, QuickJSWASMModule } from 'quickjs-emscripten';
import type { CaseOutcome } from '@pingjia/contract';
import type { CaseInput, CaseRun, SandboxLimits } from './types.js';

const STACK_BYTES = 512 * 1024;
const MESSAGE_CHARS = 300;

interface Watch {
  interrupted: boolean;
  output: string;
  outputExceeded: boolean;
}

/** The only host function the code can reach: console.log/console.error into a bounded buffer. */
function installConsole(context: QuickJSContext, watch: Watch, limits: SandboxLimits): void {
  const log = context.newFunction('log', (...args) => {
    const line = args.map((arg) => String(context.dump(arg))).join(' ');
    watch.output += `${line}\n`;
    if (watch.output.length > limits.outputChars) {
      watch.outputExceeded = true;
      watch.output = watch.output.slice(0, limits.outputChars);
      throw new Error('output limit exceeded');
    }
  });
  const consoleObject = context.newObject();
  context.setProp(consoleObject, 'log', log);
  context.setProp(consoleObject, 'error', log);
  context.setProp(context.global, 'console', consoleObject);
  consoleObject.dispose();
  log.dispose();
}

function evaluate(context: QuickJSContext, code: string): { value: string | null; error: string | null } {
  const result = context.evalCode(code, 'solution.js');
  if (result.error) {
    const dumped: unknown = context.dump(result.error);
    result.error.dispose();
    const message =
      typeof dumped === 'object' && dumped && 'message' in dumped ? String(dumped.message) : String(dumped);
    return { value: null, error: message.slice(0, MESSAGE_CHARS) };
  }
  const value: unknown = context.dump(result.value);
  result.value.dispose();
  return { value: typeof value === 'string' ? value : null, error: null };
}

function outcomeOf(watch: Watch, error: string | null, actual: string | null, expected: unknown): CaseOutcome {
  if (watch.outputExceeded) return 'output';
  if (watch.interrupted) return 'timeout';
  if (error !== null) return /out of memory/i.test(error) ? 'memory' : 'error';
  if (actual === null) return 'wrong';
  return isDeepStrictEqual(JSON.parse(actual), expected) ? 'passed' : 'wrong';
}

/**
 * Runs one test case in a fresh QuickJS runtime (its own heap, stack and deadline), so nothing
 * one case does can reach the next. The code is a script defining `functionName`; the input is
 * handed over as a JSON literal and the result comes back as JSON text.
 */
export function runCase(
  quickjs: QuickJSWASMModule,
  code: string,
  functionName: string,
  testCase: CaseInput,
  limits: SandboxLimits,
): CaseRun {
  const started = performance.now();
  const watch: Watch = { interrupted: false, output: '', outputExceeded: false };
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(STACK_BYTES);
  const deadline = Date.now() + limits.timeoutMs;
  runtime.setInterruptHandler(() => {
    if (Date.now() > deadline) watch.interrupted = true;
    return watch.interrupted;
  });
  const context = runtime.newContext();
  let run: { value: string | null; error: string | null };
  try {
    installConsole(context, watch, limits);
    const defined = evaluate(context, `${code}\n;typeof ${functionName} === 'function' ? 'yes' : 'no'`);
    if (defined.error !== null) run = defined;
    else if (defined.value !== 'yes') run = { value: null, error: `${functionName} is not defined as a function` };
    else run = evaluate(context, `JSON.stringify(${functionName}(${JSON.stringify(testCase.input)}))`);
  } finally {
    // A runtime stopped by the memory limit may refuse a clean teardown; its heap goes with the worker's GC.
    try {
      context.dispose();
      runtime.dispose();
    } catch {
      /* the case's verdict is already known */
    }
  }
  const outcome = outcomeOf(watch, run.error, run.value, testCase.expected);
  return {
    outcome,
    actual: run.value,
    error: run.error,
    output: watch.output,
    timeMs: Math.round(performance.now() - started),
  };
}
