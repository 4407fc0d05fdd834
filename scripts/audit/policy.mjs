// The dependency-audit policy: which findings of `npm audit --json` fail the build.
// High and critical advisories fail unless the allowlist names them with a reason and an
// expiry date still to come, so a new advisory is decided, never ignored by default.

const BLOCKING = new Set(['high', 'critical']);

/** The advisory id (GHSA-…) of an `npm audit` advisory, read from its url. */
export function advisoryId(advisory) {
  return /GHSA(-[a-z0-9]{4}){3}/i.exec(advisory.url ?? '')?.[0] ?? String(advisory.source);
}

/** Problems with the allowlist itself: an entry must say which advisory, why, and until when. */
export function allowlistProblems(entries, today) {
  return entries.flatMap((entry, index) => {
    const label = `allowlist entry ${index + 1} (${entry.advisory ?? 'no advisory'})`;
    const problems = [];
    if (!entry.advisory) problems.push(`${label}: names no advisory`);
    if (!entry.reason?.trim()) problems.push(`${label}: gives no reason`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.expires ?? '')) problems.push(`${label}: has no expiry date (YYYY-MM-DD)`);
    else if (entry.expires < today) problems.push(`${label}: expired on ${entry.expires}; decide again`);
    return problems;
  });
}

/** Every blocking advisory in an `npm audit --json` report, once each. */
export function blockingAdvisories(report) {
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      found.set(advisoryId(via), { id: advisoryId(via), package: via.name, severity: via.severity, title: via.title });
    }
  }
  return [...found.values()];
}

/** The verdict on one report: what fails the build and which allowlist entries match nothing any more. */
export function judge(report, entries, today) {
  const usable = new Set(
    entries.filter((entry) => allowlistProblems([entry], today).length === 0).map((entry) => entry.advisory),
  );
  const advisories = blockingAdvisories(report);
  const seen = new Set(advisories.map((advisory) => advisory.id));
  return {
    failures: [
      ...allowlistProblems(entries, today),
      ...advisories
        .filter((advisory) => !usable.has(advisory.id))
        .map((advisory) => `${advisory.severity}: ${advisory.package} ${advisory.id} ${advisory.title ?? ''}`.trim()),
    ],
    stale: entries.filter((entry) => !seen.has(entry.advisory)).map((entry) => entry.advisory),
  };
}
