import { afterAll, describe, expect, it } from 'vitest';
import { createGrader, RunInProgress } from './pool.js';
import type { CaseInput } from './types.js';

const grader = createGrader({ memoryBytes: 16 * 1024 * 1024, timeoutMs: 600, outputChars: 1000 }, 1);
afterAll(() => grader.close());
/** One piece of code on its cases, as one student's run. */
const gradeOne = async (code: string, functionName: string, cases: CaseInput[]) =>
  (await grader.grade(1, [{ code, functionName, cases }]))[0] ?? [];

const sumCases: CaseInput[] = [
  { input: [1, 2, 3], expected: 6 },
  { input: [], expected: 0 },
];
const outcomes = async (code: string, cases: CaseInput[] = sumCases) =>
  (await gradeOne(code, 'solve', cases)).map((run) => run.outcome);

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
    const runs = await gradeOne('function solve() { while (true) {} }', 'solve', sumCases.slice(0, 1));
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
    const runs = await gradeOne(code, 'solve', [
      { input: true, expected: 1 },
      { input: false, expected: 1 },
    ]);
    expect(runs.map((run) => run.outcome)).toEqual(['timeout', 'passed']);
    expect(runs[0]?.error).toBe('time limit exceeded');
    expect(await outcomes('function solve(list) { return list.length ? 6 : 0; }')).toEqual(['passed', 'passed']);
  }, 30_000);

  it('cuts off huge output', async () => {
    const runs = await gradeOne(
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
    const runs = await gradeOne(code, 'solve', [{ input: null, expected: 'never' }]);
    expect(runs[0]?.outcome === 'error' || runs[0]?.outcome === 'wrong').toBe(true);
    expect(runs[0]?.actual ?? '').not.toContain('root:');
  });

  it('keeps console output of a passing case and isolates cases from each other', async () => {
    const code = 'let calls = 0; function solve(x) { calls += 1; console.log("call", calls); return calls; }';
    const runs = await gradeOne(code, 'solve', [
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

describe('sharing the pool between students', () => {
  const LOOP = 'function solve() { for (;;) {} }';
  const QUICK = 'function solve(list) { return list.length; }';
  const loops = (count: number) => Array.from({ length: count }, (_, input) => ({ input, expected: 0 }));

  it('starts another student’s run at the next free worker, ahead of a flood of endless loops', async () => {
    const finished: string[] = [];
    const flood = grader.grade(101, [{ code: LOOP, functionName: 'solve', cases: loops(5) }]).then((runs) => {
      finished.push('flood');
      return runs;
    });
    const quick = grader.grade(102, [{ code: QUICK, functionName: 'solve', cases: [{ input: [1], expected: 1 }] }]);
    const quickRuns = await quick.then((runs) => {
      finished.push('quick');
      return runs;
    });
    expect(quickRuns[0]?.map((run) => run.outcome)).toEqual(['passed']);
    expect((await flood)[0]?.map((run) => run.outcome)).toEqual(Array(5).fill('timeout'));
    expect(finished).toEqual(['quick', 'flood']);
  }, 20_000);

  it('gives a student one run at a time: another while it is graded is refused, the next one after it runs', async () => {
    const first = grader.grade(201, [{ code: LOOP, functionName: 'solve', cases: loops(1) }]);
    await expect(grader.grade(201, [{ code: QUICK, functionName: 'solve', cases: loops(1) }])).rejects.toBeInstanceOf(
      RunInProgress,
    );
    expect((await first)[0]?.[0]?.outcome).toBe('timeout');
    const next = await grader.grade(201, [{ code: QUICK, functionName: 'solve', cases: [{ input: [], expected: 0 }] }]);
    expect(next[0]?.[0]?.outcome).toBe('passed');
  });
});
