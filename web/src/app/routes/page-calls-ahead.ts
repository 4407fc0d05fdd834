import { appRoutes } from '@pingjia/contract';

/**
 * What the busiest pages ask the server for as they open, per page path: each list is kept beside its
 * page (features/<feature>/calls-ahead.ts). The route table sends it as soon as the guard lets a visit
 * in, while the page's code may still be on its way, and the page's own calls then read the replies
 * (http `sendAhead`). index.html preloads these modules with the pages' own.
 *
 * Held by the route table rather than the layouts: behind a layout's module the calls waited for the
 * whole layout to arrive and run (the admin home's left 0.4 s after the guard had let the visit in).
 */
export const pageCallsAhead: Partial<
  Record<string, () => Promise<{ sendCallsAhead: (search: URLSearchParams) => void }>>
> = {
  [appRoutes.stuIndex]: () => import('../../features/student/calls-ahead'),
  [appRoutes.studentQuestionnaireAnswer]: () => import('../../features/answer/calls-ahead'),
  [appRoutes.studentAnswer]: () => import('../../features/answer/calls-ahead'),
  [appRoutes.adminPage]: () => import('../../features/home/calls-ahead'),
  [appRoutes.adminBzr]: () => import('../../features/home/calls-ahead'),
};
