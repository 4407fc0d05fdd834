// axe-core in the page under test: WCAG 2.1 A and AA rules, serious and critical findings fail.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsSettled } from './motion.js';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];
const SHOWN_TARGETS = 3;
const SHOWN_HTML = 160;

/** What the evaluated source puts on the window. */
interface AxeWindow {
  axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
}

let axeSource: Promise<string> | undefined;

/** Read once per test file; evaluated rather than added as a script tag, which the CSP would refuse. */
function loadAxeSource(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export async function runAxe(page: Page): Promise<AxeResults> {
  // A dialog still fading in shows blended colours: judge the page as it comes to rest.
  await animationsSettled(page);
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(await loadAxeSource());
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_21_AA }, resultTypes: ['violations'] };
  return page.evaluate((runOptions) => (window as unknown as AxeWindow).axe.run(document, runOptions), options);
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, SHOWN_TARGETS).map((node) => {
    const html = node.html.replace(/\s+/g, ' ').slice(0, SHOWN_HTML);
    return `    ${node.target.join(' ')}\n      ${html}\n      ${node.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`;
  });
  const more =
    violation.nodes.length > SHOWN_TARGETS ? `\n    …and ${violation.nodes.length - SHOWN_TARGETS} more` : '';
  return `  ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${nodes.join('\n')}${more}`;
}

/** The serious and critical violations, one readable paragraph each; empty when there are none. */
export function seriousViolations(results: AxeResults): string[] {
  return results.violations
    .filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact))
    .map(describeViolation);
}

/** Fails with every serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const found = seriousViolations(await runAxe(page));
  if (found.length > 0) {
    throw new Error(`${found.length} serious or critical axe violation(s) on ${where}:\n${found.join('\n')}`);
  }
}
