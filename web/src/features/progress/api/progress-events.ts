import { progress, PROGRESS_LIVE_EVENT } from '@pingjia/contract';

/** The address of the task group's live events (EventSource sends the session cookie, not the header). */
export function progressEventsUrl(taskGroupId: number): string {
  return `${progress.progressEvents.path}?${new URLSearchParams({ taskGroupId: String(taskGroupId) }).toString()}`;
}

/** What the watcher uses of an EventSource. */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export interface WatchDeps {
  open: (url: string) => LiveSource;
  /** Runs `run` after `ms`; returns what cancels it. */
  later: (run: () => void, ms: number) => () => void;
}

/** EventSource.CLOSED: the browser gave up on the stream and will not retry by itself. */
const CLOSED = 2;
/** A stream the browser gave up on (the server refused it or was away) is opened again this much later. */
export const REOPEN_AFTER_MS = 30_000;

const browserDeps: WatchDeps = {
  open: (url) => new EventSource(url),
  later: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/**
 * Calls `onChange` whenever the server says the task group's figures may have changed, and when
 * the stream opens again after a drop (what happened meanwhile was not heard). A dropped stream
 * the browser reconnects itself; one it gave up on is opened again after a pause, quietly.
 * Returns the function that stops watching.
 */
export function watchProgressEvents(url: string, onChange: () => void, deps: WatchDeps = browserDeps): () => void {
  let source: LiveSource | undefined;
  let cancelReopen = () => {};
  let hasMissed = false;
  let isStopped = false;

  const connect = () => {
    const current = deps.open(url);
    source = current;
    current.addEventListener('open', () => {
      // The page loaded its figures as the first stream opened; a later opening follows a gap.
      if (hasMissed) onChange();
      hasMissed = false;
    });
    current.addEventListener(PROGRESS_LIVE_EVENT, onChange);
    current.addEventListener('error', () => {
      hasMissed = true;
      if (isStopped || current.readyState !== CLOSED) return;
      current.close();
      cancelReopen = deps.later(connect, REOPEN_AFTER_MS);
    });
  };

  connect();
  return () => {
    isStopped = true;
    cancelReopen();
    source?.close();
  };
}
