/**
 * What the busiest pages ask the server for as they open, per page path: each list is kept beside its
 * page (features/<feature>/calls-ahead.ts). The route table sends it as soon as the guard lets a visit
 * in, while the page's code may still be on its way, and the page's own calls then read the replies
 * (http `sendAhead`). index.html preloads these modules with the pages' own.
 */
export type PageCallsAhead = Partial<
  Record<string, () => Promise<{ sendCallsAhead: (search: URLSearchParams) => void }>>
>;
