// Runs a student's code on a programming task's visible examples, in a dedicated worker started
// by the answer screen (web/src/features/programming-answer/sandbox/run-in-browser.ts). The server
// sends this file with its own CSP (server/src/platform/security.ts): eval is allowed here and
// nowhere else, and the code can neither fetch nor connect anywhere. The page terminates the worker
// at its deadline, so an endless loop only ever stops this thread. Comparing with the expected
// values happens on the page; this file only runs the code and reports what came out.
'use strict';

const OUTPUT_LIMIT = 16000;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

// script-src 'self' would still let the code load same-origin URLs (with the session cookie)
// as scripts; removing importScripts closes that door before any student code runs.
for (let scope = globalThis; scope; scope = Object.getPrototypeOf(scope)) {
  if (Object.prototype.hasOwnProperty.call(scope, 'importScripts')) delete scope.importScripts;
}

class OutputOverflow extends Error {}

function describe(value) {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function captureConsole(buffer) {
  const write = (...args) => {
    buffer.text += `${args.map(describe).join(' ')}\n`;
    // Thrown, not just truncated: a loop that prints forever stops here instead of at the deadline.
    if (buffer.text.length > OUTPUT_LIMIT) {
      buffer.text = buffer.text.slice(0, OUTPUT_LIMIT);
      throw new OutputOverflow('output limit');
    }
  };
  globalThis.console = { ...console, log: write, error: write, info: write, warn: write };
}

function loadFunction(code, functionName) {
  const found = new Function(`${code}\n;return typeof ${functionName} === 'function' ? ${functionName} : undefined;`)();
  if (!found) throw new Error(`${functionName} is not defined as a function`);
  return found;
}

function runExample(code, functionName, example, index) {
  const buffer = { text: '' };
  captureConsole(buffer);
  const started = performance.now();
  const report = (fields) => ({
    index,
    actual: null,
    error: null,
    overflow: false,
    ...fields,
    output: buffer.text,
    timeMs: Math.round(performance.now() - started),
  });
  try {
    // A fresh copy of the function per example, as the server's sandbox gives each case a fresh runtime.
    const result = loadFunction(code, functionName)(structuredClone(example.input));
    return report({ actual: JSON.stringify(result) ?? null });
  } catch (error) {
    if (error instanceof OutputOverflow) return report({ overflow: true });
    return report({ error: error instanceof Error ? `${error.name}: ${error.message}` : describe(error) });
  }
}

globalThis.onmessage = (event) => {
  const { code, functionName, examples } = event.data;
  examples.forEach((example, index) => {
    const result = IDENTIFIER.test(functionName)
      ? runExample(code, functionName, example, index)
      : { index, actual: null, error: 'invalid function name', overflow: false, output: '', timeMs: 0 };
    globalThis.postMessage({ type: 'result', result });
  });
  globalThis.postMessage({ type: 'done' });
};
