import { z } from 'zod';
import { shapeOf, type ApiRoute } from '@pingjia/contract';

/*
 * Inputs made from a call's zod shapes (read as JSON Schema), with no knowledge of the call:
 * every record id goes through a slot the matrix fills per case, every other field gets a
 * plain valid sample. A field the samples cannot satisfy fails loudly, naming the field.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
}

type Part = 'params' | 'query' | 'body';
const PARTS: readonly Part[] = ['params', 'query', 'body'];

/** A place in an input that holds a record id: `studentId`, `node.id`, `query.taskGroupId`, `userIds`. */
export interface IdSlot {
  part: Part;
  path: string;
  required: boolean;
  /** A list of ids (sent with one element). */
  isList: boolean;
}

export function routeId(route: Pick<ApiRoute, 'group' | 'name'>): string {
  return `${route.group}.${route.name}`;
}

const STORED_FILE_NAME = '^\\d{4}\\/\\d{2}\\/';
/** Names that hold record ids whatever their schema says: `id`, `…Id`, `…Ids` and stored file names. */
const ID_NAME = /(^ids?|Ids?|^fileNames?)$/;

function isPositiveInteger(schema: JsonSchema): boolean {
  return schema.type === 'integer' && schema.exclusiveMinimum === 0;
}

function isIdText(schema: JsonSchema): boolean {
  return (
    schema.type === 'string' && (schema.format === 'uuid' || schema.pattern?.startsWith(STORED_FILE_NAME) === true)
  );
}

/** Whether a property holds a record id (or a list of them): by its schema or by its name. */
function idShape(key: string, schema: JsonSchema): { isList: boolean } | undefined {
  const isList = schema.type === 'array';
  const item = isList ? schema.items : schema;
  if (!item) return undefined;
  return isPositiveInteger(item) || isIdText(item) || ID_NAME.test(key) ? { isList } : undefined;
}

/** The branch of a union the matrix sends: the first that is not null, or the one `variant` names by a const. */
function branchOf(schema: JsonSchema, variant?: Record<string, unknown>): JsonSchema {
  const branches = schema.oneOf ?? schema.anyOf;
  if (!branches) return schema;
  const usable = branches.filter((b) => b.type !== 'null');
  const named = variant
    ? usable.find((b) => Object.entries(variant).every(([key, value]) => b.properties?.[key]?.const === value))
    : undefined;
  return named ?? usable[0] ?? schema;
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export interface RouteShapes {
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  multipart: boolean;
}

export function shapesOf(route: ApiRoute): RouteShapes {
  const shape = shapeOf(route);
  const result: RouteShapes = { multipart: shape?.multipart === true };
  for (const part of PARTS) {
    const json = jsonSchemaOf(shape?.[part]);
    if (json) result[part] = json;
  }
  return result;
}

/** Every id slot of a call's input, in the branch the matrix sends. */
export function idSlotsOf(shapes: RouteShapes, variant?: Record<string, unknown>): IdSlot[] {
  const slots: IdSlot[] = [];
  const walk = (part: Part, schema: JsonSchema, prefix: string) => {
    const object = branchOf(schema, variant);
    for (const [key, property] of Object.entries(object.properties ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      const required = object.required?.includes(key) ?? false;
      const plain = branchOf(property);
      const shape = idShape(key, plain);
      if (shape) slots.push({ part, path, required, ...shape });
      else if (plain.properties) walk(part, plain, path);
    }
  };
  for (const part of PARTS) {
    const schema = shapes[part];
    if (schema) walk(part, schema, '');
  }
  return slots;
}

/** Said by a filler for an id-like field that names no record: it gets a plain sample when required. */
export const PLAIN = Symbol('plain');

/** A value the matrix puts in an id slot, `undefined` to leave it out, or PLAIN. */
export type SlotFiller = (slot: IdSlot) => number | string | undefined | typeof PLAIN;

export interface Samples {
  /** A freshly sealed password (a sealed value opens once). */
  sealed(): string;
  unique(prefix: string): string;
}

/** Texts by pattern: the patterns the contract's shapes use. */
function byPattern(pattern: string, samples: Samples): string | undefined {
  const today = new Date().toISOString();
  const known: Record<string, () => string> = {
    '^v1(\\.[A-Za-z0-9_-]+){5}$': () => samples.sealed(),
    '^1[3-9]\\d{9}$': () => '13800138000',
    '^\\d{3,11}$': () => '138',
    '^\\d{6}$': () => '123456',
    '^\\d{6,12}$': () => String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
    '^[A-Za-z0-9_@-]{6,30}$': () => samples.unique('pm'),
    '^[\\p{Script=Han}A-Za-z0-9·]{2,30}$': () => '测试用户',
    '^[A-Za-z0-9_-]{8,64}$': () => samples.unique('key'),
    '^[A-Za-z0-9_-]{1,40}$': () => 's1',
    '^[A-Za-z0-9]{1,8}$': () => 'A',
    '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$': () => 'avatar1.png',
    '^\\d{4}-(0[1-9]|1[0-2])$': () => today.slice(0, 7),
    '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$': () => today.slice(0, 10),
  };
  return known[pattern]?.();
}

/** Texts without a pattern, by field name. */
const TEXT_BY_NAME: Record<string, string | ((samples: Samples) => string)> = {
  userName: '测试用户',
  loginName: (samples) => samples.unique('pm'),
  name: (samples) => samples.unique('名称'),
  organizationName: (samples) => samples.unique('测试学校'),
  reason: '测试原因',
  content: '加油',
  question: '你好',
  reportYear: '2025',
  evaluationBatch: '1',
  aspectId: '1',
};

/** Choices by field name where the first would change the callers' world (state 0 disables). */
const CHOICE_BY_NAME: Record<string, unknown> = {
  state: 1,
  kind: 'school',
  scope: 'school',
  subjectType: 'student',
  participates: true,
  enabled: true,
  audience: 'student',
};

/** Numbers by field name: grade 7 is the worlds' grade; a stamina limit of 0 keeps the students answering. */
const NUMBER_BY_NAME: Record<string, number> = { gradeLevel: 7, certificateType: 1, useTime: 10, maxFinish: 0 };

function choices(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.every((b) => b.const !== undefined)) return branches.map((b) => b.const);
  return undefined;
}

export class SampleError extends Error {}

/** What sampling an input needs: the samples, the id filler and the call's own choices (a node's kind). */
interface Sampling {
  samples: Samples;
  fill: SlotFiller;
  choices: Readonly<Record<string, unknown>>;
}

/** A plain valid value for a field that is not a record id. */
function sample(key: string, schema: JsonSchema, sampling: Sampling, path: string): unknown {
  const { samples } = sampling;
  const options = choices(schema);
  if (options) {
    const preferred = key in sampling.choices ? sampling.choices[key] : CHOICE_BY_NAME[key];
    return options.includes(preferred) ? preferred : options[0];
  }
  const plain = branchOf(schema);
  if (plain.const !== undefined) return plain.const;
  const type = Array.isArray(plain.type) ? plain.type.find((t) => t !== 'null') : plain.type;
  switch (type) {
    case 'string': {
      if (plain.pattern) {
        const text = byPattern(plain.pattern, samples);
        if (text === undefined)
          throw new SampleError(`no sample for ${path} (pattern ${plain.pattern}): add one to inputs.ts`);
        return text;
      }
      const text = TEXT_BY_NAME[key];
      if (typeof text === 'function') return text(samples);
      return text ?? 'x'.repeat(Math.max(plain.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      if (key in NUMBER_BY_NAME) return NUMBER_BY_NAME[key];
      if (typeof plain.default === 'number') return plain.default;
      return Math.max(plain.minimum ?? 1, 1);
    case 'boolean':
      return key in CHOICE_BY_NAME ? CHOICE_BY_NAME[key] : false;
    case 'array':
      return (plain.minItems ?? 0) > 0 && plain.items ? [sample(key, plain.items, sampling, path)] : [];
    case 'object':
      return objectOf(plain, sampling, path);
    default:
      return plain.default ?? null;
  }
}

/**
 * Required fields and the id slots the filler gives a value; optional plain fields are left
 * out. Inside an optional object (a node) no slot counts as required: the object goes in only
 * when the filler sends one of its ids.
 */
function objectOf(
  schema: JsonSchema,
  sampling: Sampling,
  prefix: string,
  options: { variant?: Record<string, unknown>; optional?: boolean } = {},
): Record<string, unknown> {
  const object = branchOf(schema, options.variant);
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(object.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    const required = !options.optional && (object.required?.includes(key) ?? false);
    const plain = branchOf(property);
    const shape = idShape(key, plain);
    const value = shape ? sampling.fill({ part: 'body', path, required, ...shape }) : PLAIN;
    if (shape && value !== PLAIN) {
      if (value !== undefined) result[key] = shape.isList ? [value] : value;
    } else if (plain.properties && !required) {
      const inner = objectOf(plain, sampling, path, { optional: true });
      if (Object.keys(inner).some((k) => idShape(k, plain.properties?.[k] ?? {}))) {
        result[key] = objectOf(plain, sampling, path, { optional: false });
      }
    } else if (object.required?.includes(key)) {
      result[key] = sample(key, property, sampling, path);
    }
  }
  return result;
}

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A whole input: each part the shapes declare, its id slots filled by `fill`. */
export function inputOf(
  shapes: RouteShapes,
  samples: Samples,
  fill: SlotFiller,
  options: { variant?: Record<string, unknown>; choices?: Record<string, unknown> } = {},
): CallInput {
  const input: CallInput = {};
  for (const part of PARTS) {
    const schema = shapes[part];
    if (!schema) continue;
    const sampling: Sampling = { samples, fill: (slot) => fill({ ...slot, part }), choices: options.choices ?? {} };
    input[part] = objectOf(schema, sampling, '', options.variant ? { variant: options.variant } : {});
  }
  return input;
}
