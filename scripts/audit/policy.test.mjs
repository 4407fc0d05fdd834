import { describe, expect, it } from 'vitest';
import { allowlistProblems, blockingAdvisories, judge } from './policy.mjs';

const TODAY = '2026-11-24';

function advisory(severity, ghsa, name = 'left-pad') {
  return { source: 1, name, severity, title: `${name} is unsafe`, url: `https://github.com/advisories/${ghsa}` };
}

/** The shape `npm audit --json` prints: a package reached through another names it instead of an advisory. */
const report = {
  vulnerabilities: {
    'left-pad': { via: [advisory('critical', 'GHSA-aaaa-bbbb-cccc'), advisory('low', 'GHSA-llll-llll-llll')] },
    wrapper: { via: ['left-pad', advisory('high', 'GHSA-dddd-eeee-ffff', 'wrapper')] },
  },
};

describe('the dependency audit', () => {
  it('fails on each high or critical advisory, once, and ignores low ones', () => {
    expect(blockingAdvisories(report).map((found) => found.id)).toEqual(['GHSA-aaaa-bbbb-cccc', 'GHSA-dddd-eeee-ffff']);
    expect(judge(report, [], TODAY).failures).toHaveLength(2);
  });

  it('passes an advisory the allowlist decided, with a reason, until its expiry', () => {
    const entries = [
      { advisory: 'GHSA-aaaa-bbbb-cccc', reason: 'only reached by the build', expires: '2026-12-31' },
      { advisory: 'GHSA-dddd-eeee-ffff', reason: 'input never user-supplied', expires: TODAY },
    ];
    expect(judge(report, entries, TODAY)).toEqual({ failures: [], stale: [] });
  });

  it('fails an expired or unexplained entry, and the advisory it would have passed', () => {
    const entries = [
      { advisory: 'GHSA-aaaa-bbbb-cccc', reason: 'was fine', expires: '2026-11-23' },
      { advisory: 'GHSA-dddd-eeee-ffff', reason: ' ', expires: '2027-01-01' },
    ];
    const { failures } = judge(report, entries, TODAY);
    expect(failures).toEqual([
      'allowlist entry 1 (GHSA-aaaa-bbbb-cccc): expired on 2026-11-23; decide again',
      'allowlist entry 2 (GHSA-dddd-eeee-ffff): gives no reason',
      'critical: left-pad GHSA-aaaa-bbbb-cccc left-pad is unsafe',
      'high: wrapper GHSA-dddd-eeee-ffff wrapper is unsafe',
    ]);
  });

  it('names entries that match nothing any more, and entries without an advisory or a date', () => {
    expect(
      judge({ vulnerabilities: {} }, [{ advisory: 'GHSA-gone-gone-gone', reason: 'x', expires: '2027-01-01' }], TODAY)
        .stale,
    ).toEqual(['GHSA-gone-gone-gone']);
    expect(allowlistProblems([{ reason: 'x', expires: 'soon' }], TODAY)).toEqual([
      'allowlist entry 1 (no advisory): names no advisory',
      'allowlist entry 1 (no advisory): has no expiry date (YYYY-MM-DD)',
    ]);
  });
});
