import { appRoutes, ROUTER_BASE } from '@pingjia/contract';
import type { ComponentType } from 'react';
import { matchRoutes, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import type { AdminPagePath } from '../layouts/admin-pages';
import type { MobilePagePath } from '../layouts/mobile-pages';
import { aliasLoader } from '../guard/alias-loader';
import { guardLoader } from '../guard/guard-loader';
import { AppLoading } from './app-loading';
import { GuardError } from './guard-error';
import { NoPermissionPage, NotFoundPage } from './error-page';
import { pageCallsAhead } from './page-calls-ahead';

/**
 * Lists a layout's pages once each, checked against the loaders its module holds (layouts/*-pages.tsx).
 * A page's route asks that module for its component: the layout's chunk first, then the page's own.
 */
function layoutPages<P extends string>(
  listed: Record<P, true>,
  loaders: () => Promise<Record<P, () => Promise<ComponentType>>>,
): RouteObject[] {
  return (Object.keys(listed) as P[]).map((path) => ({
    path,
    lazy: async () => ({ Component: await (await loaders())[path]() }),
  }));
}

/** The router's base without its closing slash, as the router takes it. */
export const ROUTER_BASENAME = ROUTER_BASE.replace(/\/$/, '');

const mobileLayout = () => import('../layouts/mobile-layout');
const adminLayout = () => import('../layouts/admin-layout');

/** Students and parents: antd-mobile, loaded only by these routes. */
const mobileRoutes: RouteObject = {
  lazy: async () => ({ Component: (await mobileLayout()).MobileLayout }),
  children: [
    ...layoutPages<MobilePagePath>(
      {
        [appRoutes.stuIndex]: true,
        [appRoutes.stuSecondPage]: true,
        [appRoutes.activityIntroductionPage]: true,
        [appRoutes.studentAnswer]: true,
        [appRoutes.studentQuestionnaireAnswer]: true,
        [appRoutes.independentActivity]: true,
        [appRoutes.personalRealTimeReport]: true,
        [appRoutes.reportEnter]: true,
        [appRoutes.parentIndexPage]: true,
        [appRoutes.growthCalendar]: true,
        [appRoutes.stuPersonCenter]: true,
        [appRoutes.parentPersonCenter]: true,
        [appRoutes.schoolYearPage]: true,
        [appRoutes.studentKooAnswer]: true,
        [appRoutes.studentAdaptiveAnswer]: true,
        [appRoutes.studentCustomMadeAnswer]: true,
        [appRoutes.studentReportList]: true,
      },
      async () => (await mobileLayout()).mobilePages,
    ),
  ],
};

/** Every other role: antd, loaded only by these routes. */
const adminRoutes: RouteObject = {
  lazy: async () => ({ Component: (await adminLayout()).AdminLayout }),
  children: [
    ...layoutPages<AdminPagePath>(
      {
        [appRoutes.adminPage]: true,
        [appRoutes.adminBzr]: true,
        [appRoutes.adminPersonalCenter]: true,
        [appRoutes.adminOldPage]: true,
        [appRoutes.studentManage]: true,
        [appRoutes.teacherManage]: true,
        [appRoutes.schoolManage]: true,
        [appRoutes.areaManage]: true,
        [appRoutes.planManage]: true,
        [appRoutes.participateManage]: true,
        [appRoutes.classManage]: true,
        [appRoutes.userQuery]: true,
        [appRoutes.adminSecondPage]: true,
        [appRoutes.batchAddAccounts]: true,
        [appRoutes.templateDownload]: true,
        [appRoutes.uploadAll]: true,
        [appRoutes.progressQuery]: true,
        [appRoutes.assessmentRecovery]: true,
        [appRoutes.assessSummary]: true,
        [appRoutes.assessQuery]: true,
        [appRoutes.areaReport]: true,
        [appRoutes.schoolReport]: true,
        [appRoutes.classesReport]: true,
        [appRoutes.develop]: true,
        [appRoutes.stuReport]: true,
        [appRoutes.reportRead]: true,
        [appRoutes.exclusiveReport]: true,
      },
      async () => (await adminLayout()).adminPages,
    ),
  ],
};

/** Whether a page has been let in on this visit yet. */
let hasLanded = false;

/**
 * The opening calls of the page the guard let in, for the pages listed (page-calls-ahead.ts), sent
 * before the page renders. Only for the visit's first page: later pages may hold their data in the
 * query cache already, and would leave a call unread.
 */
async function sendPageCallsAhead(url: URL): Promise<void> {
  if (hasLanded) return;
  hasLanded = true;
  const path = matchRoutes(routes, url.pathname, ROUTER_BASENAME)?.at(-1)?.route.path;
  const calls = path === undefined ? undefined : pageCallsAhead[path];
  if (calls) (await calls()).sendCallsAhead(url.searchParams);
}

const guardedRoutes: RouteObject = {
  loader: async (args) => {
    const outcome = await guardLoader(args);
    // Before the page renders, so that its calls find these. A page whose code cannot load shows that
    // failure itself, when the router renders it.
    if (outcome === null) await sendPageCallsAhead(new URL(args.request.url)).catch(() => undefined);
    return outcome;
  },
  // The access check depends on the target path, so it runs on every navigation.
  shouldRevalidate: () => true,
  errorElement: <GuardError />,
  hydrateFallbackElement: <AppLoading />,
  // The guard always sends the root on to the first menu page, so the index renders nothing.
  children: [{ index: true, element: null }, mobileRoutes, adminRoutes],
};

// Aliases sit outside the guard so their targets are the pages it checks.
const aliasRoutes: RouteObject[] = [
  { path: appRoutes.parentIndex, loader: aliasLoader(appRoutes.parentIndexPage) },
  { path: appRoutes.adminIndex, loader: aliasLoader(appRoutes.adminPage) },
];

/** Every §2 route under the router base. The guard runs before each navigation into a guarded page. */
export const routes: RouteObject[] = [
  guardedRoutes,
  ...aliasRoutes,
  { path: appRoutes.notFound, Component: NotFoundPage },
  { path: appRoutes.noRole, Component: NoPermissionPage },
  { path: appRoutes.noPermission, Component: NoPermissionPage },
  { path: '*', loader: () => redirect(appRoutes.notFound) },
];

/** Whether opening this address runs the guard: a guarded page, or an alias that sends on to one. */
export function leadsToGuard(pathname: string, basename: string): boolean {
  const first = matchRoutes(routes, pathname, basename)?.[0]?.route;
  return first !== undefined && (first === guardedRoutes || aliasRoutes.includes(first));
}
