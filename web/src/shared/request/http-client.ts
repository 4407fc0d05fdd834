import { appRoutes, envelopeMessage, HttpStatus, isSuccessEnvelope, ROUTER_BASE } from '@pingjia/contract';
import type { ApiRoute, FailureEnvelope, RouteData, RouteInput } from '@pingjia/contract';
import { aheadKey, send as sendOnWire, sendAhead } from './http-send';
import type { Exchange, SendDeps, SentAhead, SentAheadCalls, SendOptions } from './http-send';
import { isEnvelopeRefusal, isJsonReply, isServerMessageBody, readJson } from './http-wire';
import { RequestError } from './request-error';

/** How a call is made, beside what it sends. */
export interface CallOptions {
  /** 'blob' resolves with the raw Response (downloads read it themselves), unless the server refused the file. */
  responseType?: 'json' | 'blob';
  timeoutMs?: number;
  /** Failures are only rejected: no toast, no beacon (the server-clock sync logs and carries on). */
  quiet?: boolean;
}

type RequestOptions = CallOptions & SendOptions;

/** A call's input as its contract shapes type it; optional when it needs none. */
type CallArgs<R extends ApiRoute> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R> & CallOptions]
    : [input: RouteInput<R> & CallOptions];

/** A call's data as the browser keeps it, with the version the server gave it (the reply's ETag). */
export interface Versioned<T> {
  version: string;
  data: T;
}

export interface AbnormalReport {
  url: string;
  status: number;
  code?: number;
  message: string;
}

/** Everything the request layer touches outside itself, so each §8 branch is testable. */
export interface HttpClientDeps extends SendDeps {
  /** Calls already sent for this client to read, as the page's first script sends some (app/guard/early-setup-calls.ts). */
  sentAhead?: SentAheadCalls;
  text: (key: HttpClientText) => string;
  toast: (text: string, kind: 'info' | 'error') => void;
  showIdleDialog: () => Promise<void>;
  /** 401 and the end of the 402 dialog: clear the session and go to sign-in. */
  endSession: () => void;
  navigate: (url: string) => void;
  reportAbnormal: (report: AbnormalReport) => void;
}

export type HttpClientText = 'userTypeIncorrect' | 'noSuchApi' | 'requestFailed';

export interface HttpClient {
  /**
   * Sends what the route's contract shapes say and resolves with its typed `data`. A §8 body status
   * 701 carries no data: its message is shown and the call settles as a RequestError of kind
   * 'message' (no beacon, no error toast), so no caller has to expect an empty result.
   */
  request<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<RouteData<R>>;
  /** §8 to the letter, for a call whose server may answer 701: the message is shown and it resolves with nothing. */
  requestOrNothing<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<RouteData<R> | undefined>;
  /**
   * Reads a call the browser keeps a copy of (the §9 dictionaries): sends the copy's version and
   * resolves with the copy when the server still has it (304), else with the new data and version.
   */
  revalidate<R extends ApiRoute>(
    route: R,
    copy: Versioned<RouteData<R>> | undefined,
    ...args: CallArgs<R>
  ): Promise<Versioned<RouteData<R>>>;
  /**
   * Sends a call now whose reply the next `request` of the same route and input reads, as if it
   * had sent the call itself at that moment: nothing is shown, reported or acted on before then.
   * Lets a sequence of dependent calls go out together while its replies are still read in turn.
   * A call with a file or form body is not sent ahead (it is sent when asked for).
   */
  sendAhead<R extends ApiRoute>(route: R, ...args: CallArgs<R>): void;
  /** Forgets the calls sent ahead that nothing has read; a later `request` sends its call afresh. */
  dropSentAhead(): void;
}

const NO_PERMISSION_URL = `${ROUTER_BASE}${appRoutes.noPermission.slice(1)}`;
const NOT_MODIFIED = 304;

/**
 * How long a call sent ahead stays readable. Its reader comes within a second or two of sending;
 * a reply older than this (a page that asked again much later) is not what asking now would get.
 */
export const SENT_AHEAD_MAX_AGE_MS = 10_000;

/** What one exchange came to: data (with its version), or nothing after a §8 701 message. */
type Outcome<T> = ({ kind: 'data' } & Versioned<T>) | { kind: 'nothing'; message: string };

/** A call's reply as it came off the wire. */
type Reply = Extract<Exchange, { response: Response }>;

/** The reply's JSON body, null when it has none: read already when it was sent ahead. */
const jsonOf = (reply: Reply): Promise<unknown> => reply.json ?? readJson(reply.response);

function nothingError(message: string): RequestError {
  return new RequestError('message', HttpStatus.ServerMessage, message);
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

  async function handleStatus(reply: Reply, quiet: boolean): Promise<RequestError> {
    const { response, url } = reply;
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
        const body = (await jsonOf(reply)) as Partial<FailureEnvelope> | null;
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

  function readEnvelope<T>(body: unknown, response: Response, url: string, quiet: boolean): Outcome<T> {
    if (isServerMessageBody(body)) {
      const message = envelopeMessage(body);
      deps.toast(message, 'info');
      return { kind: 'nothing', message };
    }
    if (isSuccessEnvelope(body)) {
      return { kind: 'data', data: (body as { data: T }).data, version: response.headers.get('ETag') ?? '' };
    }
    const failure = body as FailureEnvelope;
    const message = envelopeMessage(failure);
    if (!quiet) {
      deps.reportAbnormal({ url, status: response.status, code: failure.code, message });
      deps.toast(message, 'error');
    }
    throw new RequestError('business', Number(failure.code), message, failure.errors ?? []);
  }

  async function readBody<T>(reply: Reply, quiet: boolean): Promise<Outcome<T>> {
    const { response, url } = reply;
    const body = await jsonOf(reply);
    if (body === null) throw failRequest(url, response.status, quiet, 'http');
    return readEnvelope<T>(body, response, url, quiet);
  }

  /** A file call hands its Response over unread, unless the server answered with the envelope refusing it. */
  async function readFile<T>(response: Response, url: string, quiet: boolean): Promise<Outcome<T>> {
    if (isJsonReply(response)) {
      // Read from a copy, so a JSON file that is not a refusal still reaches the caller unread.
      const body = await readJson(response.clone());
      if (isEnvelopeRefusal(body)) return readEnvelope<T>(body, response, url, quiet);
    }
    return { kind: 'data', data: response as T, version: '' };
  }

  const sentAhead: SentAheadCalls = deps.sentAhead ?? new Map<string, SentAhead>();

  /** The call's reply: the one sent ahead for it when there is a fresh one, else from sending it now. */
  async function exchange(route: ApiRoute, options: RequestOptions, version: string | undefined) {
    const key = aheadKey(route, options, version);
    const ahead = key === null ? undefined : sentAhead.get(key);
    if (key !== null) sentAhead.delete(key);
    const isFresh = ahead !== undefined && deps.now() - ahead.sentAt <= SENT_AHEAD_MAX_AGE_MS;
    const sent = await (isFresh ? ahead.exchange : sendOnWire(route, options, version, deps));
    if ('failure' in sent) throw failRequest(sent.url, 0, options.quiet ?? false, sent.failure);
    return sent;
  }

  // The §8 envelope is read once here for every call; the typed signatures above are what callers see.
  async function send<T>(route: ApiRoute, options: RequestOptions = {}, copy?: Versioned<T>): Promise<Outcome<T>> {
    const { responseType = 'json', quiet = false } = options;
    const reply = await exchange(route, options, copy?.version);
    const { url, response } = reply;
    if (response.status === HttpStatus.ServerMessage) {
      const serverBody = await jsonOf(reply);
      deps.toast(envelopeMessage(serverBody), 'info');
      // §8: an HTTP 701 hands the body back as it came.
      return { kind: 'data', data: serverBody as T, version: '' };
    }
    if (response.status === NOT_MODIFIED && copy) return { kind: 'data', ...copy };
    if (!response.ok) throw await handleStatus(reply, quiet);
    return responseType === 'blob' ? readFile<T>(response, url, quiet) : readBody<T>(reply, quiet);
  }

  return {
    request: async <R extends ApiRoute>(route: R, ...[input]: CallArgs<R>) => {
      const outcome = await send<RouteData<R>>(route, input as RequestOptions | undefined);
      if (outcome.kind === 'nothing') throw nothingError(outcome.message);
      return outcome.data;
    },
    requestOrNothing: async <R extends ApiRoute>(route: R, ...[input]: CallArgs<R>) => {
      const outcome = await send<RouteData<R>>(route, input as RequestOptions | undefined);
      return outcome.kind === 'nothing' ? undefined : outcome.data;
    },
    revalidate: async <R extends ApiRoute>(
      route: R,
      copy: Versioned<RouteData<R>> | undefined,
      ...[input]: CallArgs<R>
    ) => {
      const outcome = await send(route, input as RequestOptions | undefined, copy);
      if (outcome.kind === 'nothing') throw nothingError(outcome.message);
      return { version: outcome.version, data: outcome.data };
    },
    sendAhead: <R extends ApiRoute>(route: R, ...[input]: CallArgs<R>) => {
      sendAhead(sentAhead, route, (input ?? {}) as RequestOptions, deps);
    },
    dropSentAhead: () => {
      sentAhead.clear();
    },
  };
}
