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
 * What both layouts load beside themselves: the shell's hooks, the role picker and switch, the clocks,
 * the menus and sign-in prompts, zustand's React binding and TanStack's useQuery (every page but one
 * reads through it). Nothing the sign-in page uses too (the language picker, the clock store): it
 * would then load this, and with the role switch the app's entry.
 */
const SHELL = [
  'web/src/app/layouts/use-shell.ts',
  'web/src/app/layouts/use-app-timers.ts',
  'web/src/app/layouts/role-select.tsx',
  'web/src/app/guard/switch-role.ts',
  'web/src/app/guard/use-role-switch.ts',
  'web/src/shared/session/use-listed-menus.ts',
  'web/src/shared/i18n/role-label.ts',
  'web/src/features/session/hooks/use-login-prompts.ts',
  'web/src/features/session/hooks/plan-login-prompts.ts',
  'web/src/features/session/api/verify-password-is-init.ts',
  'web/src/features/session/api/get-server-time.ts',
  'web/src/features/session/api/logout.ts',
  'web/src/features/session/logout.ts',
  'packages/contract/src/api/sys/routes.ts',
  'packages/contract/src/decisions/post-switch.ts',
  'node_modules/zustand/esm/react.mjs',
  'node_modules/@tanstack/query-core/build/modern/queryObserver.js',
  'node_modules/@tanstack/react-query/build/modern/IsRestoringProvider.js',
  'node_modules/@tanstack/react-query/build/modern/QueryErrorResetBoundary.js',
  'node_modules/@tanstack/react-query/build/modern/errorBoundaryUtils.js',
  'node_modules/@tanstack/react-query/build/modern/suspense.js',
  'node_modules/@tanstack/react-query/build/modern/useBaseQuery.js',
  'node_modules/@tanstack/react-query/build/modern/useQuery.js',
];

/** An icon of @ant-design/icons: its React component and its SVG definition. */
const antdIcon = (name: string) => [
  `node_modules/@ant-design/icons/es/icons/${name}.js`,
  `node_modules/@ant-design/icons-svg/es/asn/${name}.js`,
];

/**
 * The small antd components and helpers nearly every admin page loads beside the layout (a page's
 * panel and typography, empty and alert states, skeletons, tags), files of 0.1-8 KB that each held
 * a connection for a round trip. The few pages that used some of them pay for the rest.
 */
const ADMIN_KIT = [
  'web/src/shared/admin/panel.',
  'web/src/shared/admin/typography.',
  'web/src/shared/admin/rate-bar.',
  'web/src/shared/admin/drill/format.ts',
  'node_modules/antd/es/alert/',
  'node_modules/antd/es/empty/',
  'node_modules/antd/es/skeleton/',
  'node_modules/antd/es/tag/',
  'node_modules/antd/es/grid/hooks/useBreakpoint.js',
  'node_modules/antd/es/_util/responsiveObserver.js',
  'node_modules/antd/es/_util/hooks/useForceUpdate.js',
  'node_modules/antd/es/_util/hooks/useClosable.js',
  'node_modules/antd/es/_util/capitalize.js',
  'node_modules/antd/es/_util/colors.js',
  'node_modules/antd/es/theme/util/genPresetColor.js',
  'node_modules/antd/es/config-provider/hooks/useCSSVarCls.js',
  'node_modules/antd/es/locale/useLocale.js',
  'node_modules/@rc-component/util/es/KeyCode.js',
  'node_modules/@rc-component/util/es/mergeProps.js',
  'node_modules/@rc-component/util/es/Dom/styleChecker.js',
  'node_modules/@babel/runtime/helpers/esm/callSuper.js',
  ...[
    'CheckOutlined',
    'CloseOutlined',
    'InfoCircleFilled',
    'CheckCircleFilled',
    'CloseCircleFilled',
    'ExclamationCircleFilled',
  ].flatMap(antdIcon),
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
  { name: 'admin-kit', test: isListed(ADMIN_KIT), includeDependenciesRecursively: false },
];
