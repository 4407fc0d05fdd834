import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { api, fillPath, sealForServer, TOKEN_HEADER, type ApiRoute } from '@pingjia/contract';
import { body, signIn, type Envelope } from '../harness.js';
import { TEST_PASSWORD } from '../factories.js';
import { clearCountedWrites, countedWrites, writesDuring } from '../write-counter.js';
import type { CallInput, Samples } from './inputs.js';
import type { MatrixRole, Person } from './world.js';

/** What a client notices of a reply: the HTTP status and the §8 envelope (or that it was a file). */
export interface Answer {
  status: number;
  success: boolean | null;
  code: number | null;
  message: string | null;
  url: string | null;
  data: unknown;
}

const REPLY_TIMEOUT_MS = 15_000;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook's rows, sheet by sheet: what an export shows (its bytes vary with the time it was made). */
async function rowsOf(bytes: Buffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: unknown[] = [];
  workbook.eachSheet((sheet) => {
    const rows: unknown[] = [];
    sheet.eachRow((row) => rows.push(row.values));
    sheets.push({ name: sheet.name, rows });
  });
  return sheets;
}

/**
 * Reads a reply as a stream, so an event stream (progressEvents) shows its status without
 * waiting for its end. A workbook is told by its rows, another file by its type.
 */
async function answerOf(response: Awaited<ReturnType<FastifyInstance['inject']>>): Promise<Answer> {
  const type = String(response.headers['content-type'] ?? '');
  const stream = response.stream();
  const raw = (data: unknown): Answer => ({
    status: response.statusCode,
    success: null,
    code: null,
    message: null,
    url: null,
    data,
  });
  if (type.startsWith('text/event-stream')) {
    stream.destroy();
    return raw(`raw ${type}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  if (type.startsWith(XLSX)) return raw({ workbook: await rowsOf(bytes) });
  if (!type.includes('json')) return raw(`raw ${type}`);
  const envelope = JSON.parse(bytes.toString('utf8')) as Envelope;
  return {
    status: response.statusCode,
    success: envelope.success,
    code: envelope.code,
    message: envelope.message,
    url: envelope.url ?? null,
    data: envelope.data,
  };
}

/** A successful call: the success envelope, or a file. */
export function succeeded(answer: Answer): boolean {
  return answer.status === 200 && answer.success !== false;
}

const asQuery = (values: Record<string, unknown> | undefined) =>
  values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

export async function send(app: FastifyInstance, route: ApiRoute, input: CallInput, token?: string): Promise<Answer> {
  // A path parameter left out still fills the path (with 0): only the door is checked then.
  const params = Object.fromEntries(
    route.path.match(/:[A-Za-z]+/g)?.map((name) => {
      const value = input.params?.[name.slice(1)];
      return [name.slice(1), typeof value === 'number' || typeof value === 'string' ? value : 0];
    }) ?? [],
  );
  const query = asQuery(input.query);
  const reply = app
    .inject({
      method: route.method,
      url: fillPath(route.path, params),
      ...(query ? { query } : {}),
      ...(route.method === 'POST' && input.body !== undefined ? { payload: input.body as object } : {}),
      headers: token ? { [TOKEN_HEADER]: token } : {},
      payloadAsStream: true,
    })
    .then(answerOf);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${route.path} gave no reply in ${REPLY_TIMEOUT_MS} ms`)),
      REPLY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([reply, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answer as the comparison of two ids sees it: the same except that its message may repeat
 * the id it was asked for (naming the id asked about tells nothing about the record).
 */
export function comparable(answer: Answer, id: number | string): string {
  const escaped = String(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const message = answer.message?.replace(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'g'), '<id>') ?? null;
  return JSON.stringify({ ...answer, message, url: undefined });
}

/** Sealed values and unique names for the inputs, sealed with the app's transport key. */
export async function samplesFor(app: FastifyInstance): Promise<Samples> {
  const key = body<{ keyId: string; publicKey: string }>(
    await app.inject({ method: 'GET', url: api.sso.getTransportKey.path }),
  ).data;
  let sequence = 0;
  return {
    sealed: () => sealForServer(TEST_PASSWORD, key),
    unique: (prefix) => {
      sequence += 1;
      return `${prefix}${sequence}${Math.random().toString(36).slice(2, 8)}`;
    },
  };
}

/**
 * A signed-in session per role. A call may end its caller's session (logout, a password reset
 * of the caller's grade): `call` signs in again and retries once on a 401, so one call's effect
 * does not fail the next, while a call that always answers 401 to a holder still shows.
 */
export class Sessions {
  private readonly tokens = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly people: ReadonlyMap<string, Person>,
  ) {}

  async signInAll(roles: readonly MatrixRole[]): Promise<void> {
    for (const role of roles) await this.signIn(role);
  }

  private async signIn(role: MatrixRole): Promise<string> {
    const person = this.people.get(role.actsFrom ?? role.key);
    if (!person) throw new Error(`nobody signs in as ${role.key}`);
    let token = await signIn(this.app, person.loginName, TEST_PASSWORD);
    if (role.actsFrom) token = await this.switchIntoChild(token, role);
    this.tokens.set(role.key, token);
    return token;
  }

  /** A parent's session switched into their child, as the parent app does. */
  private async switchIntoChild(parentToken: string, role: MatrixRole): Promise<string> {
    const child = this.people.get(role.key);
    const route = api.userParent.parentsSwitchStudentPasswordFreeLogin;
    const answer = await send(this.app, route, { query: { studentId: child?.id } }, parentToken);
    const token = (answer.data as { token?: string } | null)?.token;
    if (!token) throw new Error(`${role.key} could not switch into the child: ${JSON.stringify(answer)}`);
    return token;
  }

  async call(role: MatrixRole, route: ApiRoute, input: CallInput): Promise<Answer> {
    const token = this.tokens.get(role.key) ?? (await this.signIn(role));
    const answer = await send(this.app, route, input, token);
    if (answer.status !== 401) return answer;
    return send(this.app, route, input, await this.signIn(role));
  }
}

/** Runs `work` on every item, a batch at a time, keeping the order. */
export async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

export type Writes = Record<string, number>;

interface Measured<T> {
  item: T;
  answer: Answer;
  writes: Writes;
}

/**
 * Runs calls that must write nothing, a few at a time. The write counter sees the whole
 * database, so a batch that wrote is run again one call at a time to find which call wrote;
 * when none writes again alone, every call of the batch carries the batch's writes.
 */
export async function runRefusals<T>(
  items: readonly T[],
  call: (item: T) => Promise<Answer>,
  batchSize = 12,
): Promise<Measured<T>[]> {
  const results: Measured<T>[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    await clearCountedWrites();
    const answers = await Promise.all(batch.map(call));
    const batchWrites = await countedWrites();
    const alone: Writes[] = [];
    if (Object.keys(batchWrites).length > 0) {
      for (const item of batch) alone.push(await writesDuring(() => call(item)));
    }
    const attributed = alone.some((writes) => Object.keys(writes).length > 0);
    for (const [index, item] of batch.entries()) {
      const writes = attributed ? (alone[index] ?? {}) : alone.length > 0 ? batchWrites : {};
      results.push({ item, answer: answers[index] as Answer, writes });
    }
  }
  return results;
}
