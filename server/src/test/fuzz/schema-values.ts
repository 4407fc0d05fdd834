import fc from 'fast-check';
import { z } from 'zod';
import { oddValue, withPrototypeKeys } from './hostile.js';

/**
 * Values shaped like a call's input: the contract's zod schema, as JSON Schema, drives the
 * generator, and every node may be swapped for a hostile value. Mostly right values reach the
 * service code past validation; the swapped ones probe validation itself.
 */

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract's shapes. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  items?: Schema | false;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
}

export interface ValueContext {
  /** Ids of rows that exist (the callers, their school and class, the seeded demo), so some ids hit real records. */
  knownIds: readonly number[];
  /** One node in how many is swapped for a hostile value; 0 for well-formed values only. */
  oddOneIn: number;
}

const LARGEST_SAFE = Number.MAX_SAFE_INTEGER;
/** Recursive schemas (JSON values) stop here. */
const MAX_DEPTH = 4;

export function jsonSchemaOf(schema: z.ZodType): Schema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as Schema;
}

type Edit = (value: Record<string, unknown>) => Record<string, unknown>;
const keep: Edit = (value) => value;

/** Now and then a required key goes missing, an unknown key or the prototype's names come along. */
function extraKeys(required: readonly string[]): fc.Arbitrary<Edit> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(keep) },
    { weight: 1, arbitrary: fc.constant(withPrototypeKeys) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 12 }), oddValue)
        .map(([key, extra]) => (value: Record<string, unknown>) => ({ ...value, [key]: extra })),
    },
    ...(required.length > 0
      ? [
          {
            weight: 1,
            arbitrary: fc.constantFrom(...required).map((missing) => (value: Record<string, unknown>) => {
              const { [missing]: _dropped, ...rest } = value;
              return rest;
            }),
          },
        ]
      : []),
  );
}

/** Printable ASCII and common Chinese characters: one UTF-16 unit each, so lengths count as zod counts them. */
const textUnit = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x4e00, max: 0x9fa5 }))
  .map((code) => String.fromCharCode(code));

const recentDate = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return recentDate.map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return recentDate.map((date) => date.toISOString());
  const plain = fc.string({ minLength, maxLength, unit: textUnit });
  if (!schema.pattern) return plain;
  try {
    return fc.stringMatching(new RegExp(schema.pattern));
  } catch {
    // fast-check cannot build strings for every regex (look-arounds, back references).
    return plain;
  }
}

class Generator {
  constructor(
    private readonly root: Schema,
    private readonly context: ValueContext,
  ) {}

  /** A value for `schema`, now and then a hostile one in its place. */
  value(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
    if (this.context.oddOneIn === 0) return this.shaped(schema, depth);
    return fc.oneof(
      { weight: this.context.oddOneIn - 1, arbitrary: this.shaped(schema, depth) },
      { weight: 1, arbitrary: oddValue },
    );
  }

  private shaped(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    if (schema.$ref) return this.shaped(this.resolve(schema.$ref), depth + 1);
    if (depth > MAX_DEPTH) return fc.constant(null);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return fc.oneof(...options.map((option) => this.shaped(option, depth + 1)));
    if (schema.allOf?.[0]) return this.shaped(schema.allOf[0], depth);
    const types = [schema.type ?? []].flat();
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...types.map((type) => this.ofType(type, schema, depth)));
  }

  private resolve(ref: string): Schema {
    const name = ref.replace('#/$defs/', '');
    const found = this.root.$defs?.[name];
    if (!found) throw new Error(`unresolved ${ref}`);
    return found;
  }

  private ofType(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'integer':
        return this.integer(schema);
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case 'string':
        return stringFor(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return this.array(schema, depth);
      case 'object':
        return this.object(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private integer(schema: Schema): fc.Arbitrary<number> {
    const min = Math.max(
      schema.minimum ?? -LARGEST_SAFE,
      schema.exclusiveMinimum === undefined ? -LARGEST_SAFE : schema.exclusiveMinimum + 1,
    );
    const max = Math.min(
      schema.maximum ?? LARGEST_SAFE,
      schema.exclusiveMaximum === undefined ? LARGEST_SAFE : schema.exclusiveMaximum - 1,
    );
    const inRange = this.context.knownIds.filter((id) => id >= min && id <= max);
    const near = fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 50) });
    return fc.oneof(fc.integer({ min, max }), near, ...(inRange.length > 0 ? [fc.constantFrom(...inRange)] : []));
  }

  private array(schema: Schema, depth: number): fc.Arbitrary<unknown[]> {
    if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => this.value(item, depth + 1)));
    const item = schema.items ? this.value(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
    const minLength = schema.minItems ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
    const fitting = fc.array(item, { minLength, maxLength });
    if (this.context.oddOneIn === 0 || schema.maxItems === undefined || schema.maxItems > 10_000) return fitting;
    // One past the limit: a list of ids the size of a whole school, and one more.
    const overLong = item.map((one) => Array.from({ length: (schema.maxItems ?? 0) + 1 }, () => one));
    return fc.oneof({ weight: 5, arbitrary: fitting }, { weight: 1, arbitrary: overLong });
  }

  private object(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const required = schema.required ?? [];
    const shape = Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, this.value(property, depth + 1)]),
    );
    const declared = fc.record(shape, { requiredKeys: required });
    const additional =
      typeof schema.additionalProperties === 'object'
        ? fc.dictionary(stringFor(schema.propertyNames ?? {}), this.value(schema.additionalProperties, depth + 1), {
            maxKeys: 4,
          })
        : fc.constant({});
    const edits = this.context.oddOneIn === 0 ? fc.constant(keep) : extraKeys(required);
    return fc.tuple(declared, additional, edits).map(([known, more, edit]) => edit({ ...more, ...known }));
  }
}

/** Values for a call's params, query or body schema. */
export function valuesFor(schema: z.ZodType, context: ValueContext): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema);
  return new Generator(root, context).value(root);
}
