import { describe, expect, it } from 'vitest';
import { sameJson, toSampleRuns, type WorkerReport } from './sample-runs';

const report = (fields: Partial<WorkerReport> & { index: number }): WorkerReport => ({
  actual: null,
  error: null,
  overflow: false,
  output: '',
  timeMs: 1,
  ...fields,
});

describe('sameJson', () => {
  it('compares objects by content whatever the key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
  });

  it('tells apart values that only look alike', () => {
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

describe('toSampleRuns', () => {
  const examples = [
    { input: [1, 2, 3], expected: 6 },
    { input: 'a b a', expected: { a: 2, b: 1 } },
    { input: [], expected: 0 },
  ];

  it('judges each reported example against its expected value', () => {
    const runs = toSampleRuns(
      examples,
      [
        report({ index: 0, actual: '6', output: 'hi\n' }),
        report({ index: 1, actual: '{"b":1,"a":3}' }),
        report({ index: 2, error: 'TypeError: x is not a function' }),
      ],
      5,
    );
    expect(runs.map((run) => run.outcome)).toEqual(['passed', 'wrong', 'error']);
    expect(runs[0]).toMatchObject({ actual: '6', output: 'hi\n' });
    expect(runs[2]?.error).toBe('TypeError: x is not a function');
  });

  it('marks the examples the deadline cut off as timed out', () => {
    const runs = toSampleRuns(examples, [report({ index: 0, actual: '6' })], 2000);
    expect(runs.map((run) => run.outcome)).toEqual(['passed', 'timeout', 'timeout']);
    expect(runs[1]).toMatchObject({ actual: null, timeMs: 2000 });
  });

  it('reads too much printing as output, and no return or a forged report as wrong', () => {
    const runs = toSampleRuns(
      examples,
      [report({ index: 0, overflow: true }), report({ index: 1 }), report({ index: 2, actual: 'not json' })],
      5,
    );
    expect(runs.map((run) => run.outcome)).toEqual(['output', 'wrong', 'wrong']);
  });
});
