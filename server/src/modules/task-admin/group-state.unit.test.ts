import { describe, expect, it } from 'vitest';
import { groupStateAt, matchesFilter } from './group-state.js';

const at = (text: string) => new Date(`${text}T00:00:00+08:00`);
const autumn = { name: '2026学年第一学期综合素质评价', startTime: at('2026-09-01'), endTime: at('2027-07-10') };
const openEnded = { name: 'Reading Week', startTime: at('2026-11-01'), endTime: null };

describe('groupStateAt', () => {
  it('reads not started before the start, in progress until the end, ended from the end on', () => {
    expect(groupStateAt(autumn, at('2026-08-31'))).toBe('notStarted');
    expect(groupStateAt(autumn, at('2026-09-01'))).toBe('inProgress');
    expect(groupStateAt(autumn, at('2027-07-10'))).toBe('ended');
    expect(groupStateAt(openEnded, at('2099-01-01'))).toBe('inProgress');
  });
});

describe('matchesFilter', () => {
  const now = at('2026-11-24');

  it('keeps every group without a filter, and by name regardless of case', () => {
    expect(matchesFilter(autumn, {}, now)).toBe(true);
    expect(matchesFilter(autumn, { tgiName: '第一学期' }, now)).toBe(true);
    expect(matchesFilter(openEnded, { tgiName: 'reading' }, now)).toBe(true);
    expect(matchesFilter(autumn, { tgiName: '第二学期' }, now)).toBe(false);
  });

  it('keeps a group running at some time of the period; an open end runs on', () => {
    expect(matchesFilter(autumn, { startTime: '2027-7-1 0:0:0', endTime: '2027-8-1 0:0:0' }, now)).toBe(true);
    expect(matchesFilter(autumn, { startTime: '2027-7-11 0:0:0' }, now)).toBe(false);
    expect(matchesFilter(autumn, { endTime: '2026-8-31 23:59:59' }, now)).toBe(false);
    expect(matchesFilter(openEnded, { startTime: '2099-1-1 0:0:0' }, now)).toBe(true);
  });

  it('keeps a group by its state now', () => {
    expect(matchesFilter(autumn, { state: 'inProgress' }, now)).toBe(true);
    expect(matchesFilter(autumn, { state: 'ended' }, now)).toBe(false);
  });
});
