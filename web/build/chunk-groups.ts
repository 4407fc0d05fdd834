// Rolldown gives every set of pages that share a module a chunk of its own, so the student home
// fetched 16 files after its layout, most of them a few hundred bytes. Over HTTP/1.1 a browser opens
// six connections to a server and each file holds one for a round trip, so on a 150 ms network those
// small files, not their bytes, decided when the page could start (and the guard's calls waited behind
// them). These groups put the small modules the busiest pages share into one chunk each. A module is
// named here only when every page that loads it also loads what it shares the group with, or nearly:
// a page pays for the rest of its group, and the page-weight budgets hold that cost in check.
import type { Rolldown } from 'vite';

/**
 * What the student home and the answer screens share: antd-mobile's small components and our task
 * pieces. Not the loading line (page-state), which many pages use alone and would then pay for this.
 */
const MOBILE_KIT = [
  'node_modules/antd-mobile/es/components/tag/',
  'node_modules/antd-mobile/es/components/space/',
  'node_modules/antd-mobile/es/components/badge/',
  'node_modules/antd-mobile/es/components/progress-bar/',
  'node_modules/antd-mobile/es/utils/attach-properties-to-component.js',
  'node_modules/antd-mobile/es/utils/is-node-with-content.js',
  'web/src/shared/mobile/progress-meter.',
  'web/src/shared/answering/task-links.ts',
  'web/src/shared/answering/stamina-gate.ts',
  'packages/contract/src/decisions/stamina.ts',
  'packages/contract/src/decisions/answer.ts',
  'packages/contract/src/rules/task-state.ts',
  'packages/contract/src/validation/date-time.ts',
  'packages/contract/src/validation/calendar.ts',
];

/**
 * What both layouts load beside themselves: the shell's hooks, the role picker and switch, the clocks.
 * Nothing the sign-in page uses too (the language picker, the clock store): it would then load this,
 * and with the role switch the app's entry.
 */
const SHELL = [
  'web/src/app/layouts/use-shell.ts',
  'web/src/app/layouts/use-app-timers.ts',
  'web/src/app/layouts/role-select.tsx',
  'web/src/app/guard/switch-role.ts',
  'web/src/app/guard/use-role-switch.ts',
];

const isListed = (listed: string[]) => (id: string) => {
  const path = id.replaceAll('\\', '/');
  return listed.some((part) => path.includes(part));
};

/**
 * The groups take only the modules named, not what those import (which other pages share, and the
 * admin pages too): antd-mobile stays out of every admin page and antd out of every phone page.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'mobile-kit', test: isListed(MOBILE_KIT), includeDependenciesRecursively: false },
  { name: 'shell', test: isListed(SHELL), includeDependenciesRecursively: false },
];
