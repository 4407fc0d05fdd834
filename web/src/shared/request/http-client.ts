import {
  appRoutes,
  files,
  fillPath,
  envelopeMessage,
  HttpStatus,
  isSuccessEnvelope,
  REQUEST_TIMEOUT_MS,
  ROUTER_BASE,
  TOKEN_HEADER,
} from '@pingjia/contract';
import type { ApiRoute, FailureEnvelope, RouteData, RouteInput } from '@pingjia/contract';
import { RequestError } from './request-error';

type QueryValue = string | number | boolean | null | undefined;
type Query = Record<string, QueryValue>;

/** How a call is made, beside what it sends. */
export interface CallOptions {
  /** 'blob' resolves with the raw Response (downloads read it themselves). */
  responseType?: 'json' | 'blob';
  timeoutMs?: number;
  /** Failures are only rejected: no toast, no beacon (the server-clock sync logs and carries on). */
  quiet?: boolean;
}

interface RequestOptions extends CallOptions {
  params?: Record<string, string | number>;
  query?: Query;
  /** A plain object is sent as JSON; FormData and URLSearchParams as they are. */
  body?: unknown;
}

/** A call's input as its contract shapes type it; optional when it needs none. */
type CallArgs<R extends ApiRoute> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R> & CallOptions]
    : [input: RouteInput<R> & CallOptions];

export interface AbnormalReport {
  url: string;
  status: number;
  code?: number;
  message: string;
}

/** Everything the request layer touches outside itself, so each §8 branch is testable. */
export interface HttpClientDeps {
  fetch: typeof fetch;
  readToken: () => string;
  language: () => string;
  now: () => number;
  text: (key: HttpClientText) => string;
  toast: (text: string, kind: 'info' | 'error') => void;
  showIdleDialog: () => Promise<void>;
  /** 401 and the end of the 402 dialog: clear the session and go to sign-in. */
  endSession: () => void;
  navigate: (url: string) => void;
  reportAbnormal: (report: AbnormalReport) => void;
}

export type HttpClientText = 'userTypeIncorrect' | 'noSuchApi' | 'requestFailed';

/** The §8 body status that means "show the server's message and hand the body back". */
const SERVER_MESSAGE_STATUS = '701';
const NO_PERMISSION_URL = `${ROUTER_BASE}${appRoutes.noPermission.slice(1)}`;

/** §7: every call carries a timestamp except file get and upload. */
const UNSTAMPED_PATHS = new Set<string>([files.getFile.path, files.uploadFile.path]);

function buildUrl(path: string, query: Query | undefined, stamp: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  if (stamp !== null) params.set('timestamp', String(stamp));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function isServerMessageBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { status, code } = body as { status?: unknown; code?: unknown };
  return String(status) === SERVER_MESSAGE_STATUS || String(code) === SERVER_MESSAGE_STATUS;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export interface HttpClient {
  /** Sends what the route's contract shapes say and resolves with its typed `data`. */
  request<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<RouteData<R>>;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  // §8: several calls failing with 402 together show one dialog.
  let idleDialogOpen = false;

  function failRequest(
    url: string,
    status: number,
    quiet: boolean,
    kind: 'http' | 'network' | 'timeout',
  ): RequestError {
    const message = deps.text('requestFailed');
    if (!quiet) {
      deps.reportAbnormal({ url, status, message });
      deps.toast(message, 'error');
    }
    return new RequestError(kind, status, message);
  }

  function handleIdle(): void {
    if (idleDialogOpen) return;
    idleDialogOpen = true;
    void deps.showIdleDialog().then(() => {
      idleDialogOpen = false;
      deps.endSession();
    });
  }

  async function handleStatus(response: Response, url: string, quiet: boolean): Promise<RequestError> {
    switch (response.status) {
      case HttpStatus.Unauthenticated:
        deps.endSession();
        return new RequestError('http', response.status, 'unauthenticated');
      case HttpStatus.IdleSession:
        handleIdle();
        return new RequestError('http', response.status, 'idle session');
      case HttpStatus.UserTypeIncorrect:
        deps.toast(deps.text('userTypeIncorrect'), 'error');
        return new RequestError('http', response.status, deps.text('userTypeIncorrect'));
      case HttpStatus.Forbidden: {
        const body = (await readJson(response)) as Partial<FailureEnvelope> | null;
        deps.navigate(body?.url ?? NO_PERMISSION_URL);
        return new RequestError('http', response.status, envelopeMessage(body));
      }
      case HttpStatus.NoSuchCall:
        deps.toast(deps.text('noSuchApi'), 'error');
        return new RequestError('http', response.status, deps.text('noSuchApi'));
      default:
        return failRequest(url, response.status, quiet, 'http');
    }
  }

  async function readBody<T>(response: Response, url: string, quiet: boolean): Promise<T> {
    const body = await readJson(response);
    if (body === null) throw failRequest(url, response.status, quiet, 'http');
    if (isServerMessageBody(body)) {
      deps.toast(envelopeMessage(body), 'info');
      // §8: a 701 hands the whole body back; no call of the shell expects one.
      return body as T;
    }
    if (isSuccessEnvelope(body)) return (body as { data: T }).data;
    const failure = body as FailureEnvelope;
    const message = envelopeMessage(failure);
    if (!quiet) {
      deps.reportAbnormal({ url, status: response.status, code: failure.code, message });
      deps.toast(message, 'error');
    }
    throw new RequestError('business', Number(failure.code), message, failure.errors ?? []);
  }

  // The §8 envelope is read once here for every call; the typed signature above is what callers see.
  async function send<T>(route: ApiRoute, options: RequestOptions = {}): Promise<T> {
    const { params, query, body, responseType = 'json', timeoutMs = REQUEST_TIMEOUT_MS, quiet = false } = options;
    const path = params ? fillPath(route.path, params) : route.path;
    const url = buildUrl(path, query, UNSTAMPED_PATHS.has(route.path) ? null : deps.now());
    const headers = new Headers({ 'Accept-Language': deps.language() });
    const token = deps.readToken();
    if (token) headers.set(TOKEN_HEADER, token);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method: route.method,
        headers,
        body: encodeBody(body, headers),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      throw failRequest(url, 0, quiet, controller.signal.aborted ? 'timeout' : 'network');
    } finally {
      clearTimeout(timer);
    }
    if (response.status === Number(SERVER_MESSAGE_STATUS)) {
      const serverBody = await readJson(response);
      deps.toast(envelopeMessage(serverBody), 'info');
      return serverBody as T;
    }
    if (!response.ok) throw await handleStatus(response, url, quiet);
    if (responseType === 'blob') return response as T;
    return readBody<T>(response, url, quiet);
  }

  return {
    request: <R extends ApiRoute>(route: R, ...[input]: CallArgs<R>) =>
      send<RouteData<R>>(route, input as RequestOptions | undefined),
  };
}
