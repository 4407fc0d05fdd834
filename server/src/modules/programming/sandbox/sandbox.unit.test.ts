import { afterAll, describe, expect, it } from 'vitest';
import { createGrader } from './pool.js';
import type { CaseInput } from './types.js';

const grader = createGrader({ memoryBytes: 16 * 1024 * 1024, timeoutMs: 600, outputChars: 1000 }, 1);
afterAll(() => grader.close());

const sumCases: CaseInput[] = [
  { input: [1, 2, 3], expected: 6 },
  { input: [], expected: 0 },
];
const outcomes = async (code: string, cases: CaseInput[] = sumCases) =>
  (await grader.grade(code, 'solve', cases)).map((run) => run.outcome);

describe('the grading sandbox', () => {
  // The first case also starts and warms the worker.
  it('passes a correct solution on every case', { timeout: 15_000 }, async () => {
    expect(await outcomes('function solve(list) { return list.reduce((a, b) => a + b, 0); }')).toEqual([
      'passed',
      'passed',
    ]);
  });

  it('compares results as JSON values, so a wrong answer fails only its case', async () => {
    const cases = [
      { input: { n: 2 }, expected: { doubled: [4] } },
      { input: { n: 3 }, expected: { doubled: [7] } },
    ];
    expect(await outcomes('const solve = ({ n }) => ({ doubled: [n * 2] });', cases)).toEqual(['passed', 'wrong']);
  });

  it('stops an infinite loop at the deadline as a timeout', async () => {
    const runs = await grader.grade('function solve() { while (true) {} }', 'solve', sumCases.slice(0, 1));
    expect(runs[0]?.outcome).toBe('timeout');
    expect(runs[0]?.timeMs).toBeLessThan(1500);
  });

  it('stops a memory hog at the memory limit', async () => {
    expect(await outcomes('function solve() { return new Array(1e8).fill(0).length; }', sumCases.slice(0, 1))).toEqual([
      'memory',
    ]);
  });

  it('replaces a worker stuck inside a builtin and fails only that case, as a timeout', async () => {
    // QuickJS polls its deadline between bytecodes; this one builtin call walks 2^40 indices without
    // returning or allocating, so only the pool's watchdog can stop it (and never the memory limit).
    const code = 'function solve(stall) { return stall ? Array.prototype.indexOf.call({ length: 2 ** 40 }, 1) : 1; }';
    const runs = await grader.grade(code, 'solve', [
      { input: true, expected: 1 },
      { input: false, expected: 1 },
    ]);
    expect(runs.map((run) => run.outcome)).toEqual(['timeout', 'passed']);
    expect(runs[0]?.error).toBe('time limit exceeded');
    expect(await outcomes('function solve(list) { return list.length ? 6 : 0; }')).toEqual(['passed', 'passed']);
  }, 30_000);

  it('cuts off huge output', async () => {
    const runs = await grader.grade(
      'function solve() { for (;;) console.log("spam spam spam"); }',
      'solve',
      sumCases.slice(0, 1),
    );
    expect(runs[0]?.outcome).toBe('output');
    expect(runs[0]?.output.length).toBeLessThanOrEqual(1000);
  });

  it.each([
    ['require', 'function solve() { return require("fs").readFileSync("/etc/passwd", "utf8"); }'],
    ['process', 'function solve() { return process.env; }'],
    ['fetch', 'function solve() { return fetch("http://127.0.0.1/"); }'],
    ['import()', 'function solve() { import("fs"); return globalThis.std || globalThis.os || null; }'],
  ])('gives the code no way out through %s', async (_name, code) => {
    const runs = await grader.grade(code, 'solve', [{ input: null, expected: 'never' }]);
    expect(runs[0]?.outcome === 'error' || runs[0]?.outcome === 'wrong').toBe(true);
    expect(runs[0]?.actual ?? '').not.toContain('root:');
  });

  it('keeps console output of a passing case and isolates cases from each other', async () => {
    const code = 'let calls = 0; function solve(x) { calls += 1; console.log("call", calls); return calls; }';
    const runs = await grader.grade(code, 'solve', [
      { input: 0, expected: 1 },
      { input: 0, expected: 1 },
    ]);
    expect(runs.map((run) => run.outcome)).toEqual(['passed', 'passed']);
    expect(runs[1]?.output).toBe('call 1\n');
  });

  it('reports a missing function as an error', async () => {
    expect(await outcomes('function answer() { return 1; }', sumCases.slice(0, 1))).toEqual(['error']);
  });
});
