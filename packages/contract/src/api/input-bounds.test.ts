import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema, INT4_MAX, INT4_MIN, int4Schema } from '../validation/id.js';
import { callShapes } from './shapes.js';

/** Schemas that hold no number: nothing to look into. */
const LEAVES = [
  z.ZodString,
  z.ZodStringFormat,
  z.ZodBoolean,
  z.ZodEnum,
  z.ZodLiteral,
  z.ZodNull,
  z.ZodUndefined,
  z.ZodTransform,
];

/** Wrappers around one inner schema. */
type Wrapper = z.ZodOptional | z.ZodNullable | z.ZodDefault | z.ZodPrefault | z.ZodCatch | z.ZodReadonly;
const isWrapper = (schema: z.ZodType): schema is Wrapper =>
  [z.ZodOptional, z.ZodNullable, z.ZodDefault, z.ZodPrefault, z.ZodCatch, z.ZodReadonly].some(
    (kind) => schema instanceof kind,
  );

/** Every number a schema reads, by path, with the schemas it could not look into. */
function numbersIn(schema: z.ZodType, path: string): { path: string; schema: z.ZodType }[] {
  if (schema instanceof z.ZodNumber) return [{ path, schema }];
  if (LEAVES.some((kind) => schema instanceof kind)) return [];
  if (isWrapper(schema)) return numbersIn(schema.unwrap() as z.ZodType, path);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, field]) => numbersIn(field as z.ZodType, `${path}.${key}`));
  }
  if (schema instanceof z.ZodArray) return numbersIn(schema.element as z.ZodType, `${path}[]`);
  if (schema instanceof z.ZodRecord) return numbersIn(schema.valueType as z.ZodType, `${path}{}`);
  if (schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).flatMap((option, index) => numbersIn(option, `${path}|${index}`));
  }
  if (schema instanceof z.ZodPipe) {
    return [...numbersIn(schema.in as z.ZodType, path), ...numbersIn(schema.out as z.ZodType, path)];
  }
  // z.custom: an import file, read by its own handler; anything else is a kind this walk does not know.
  if (schema instanceof z.ZodCustom) return [];
  throw new Error(`${path}: cannot look into a ${schema.constructor.name}`);
}

const inputs = Object.entries(callShapes).flatMap(([group, calls]) =>
  Object.entries(calls).flatMap(([name, shape]) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = shape[part];
      return schema ? numbersIn(schema, `${group}.${name}.${part}`) : [];
    }),
  ),
);

describe('numbers a call reads', () => {
  it('fit the database integer, so an oversized id is refused before any query', () => {
    const unbounded = inputs.filter(({ schema }) => {
      const number = schema as z.ZodNumber;
      return (number.minValue ?? -Infinity) < INT4_MIN || (number.maxValue ?? Infinity) > INT4_MAX;
    });
    expect(unbounded.map((entry) => entry.path)).toEqual([]);
    expect(inputs.length).toBeGreaterThan(100);
  });

  it('take an id or a code as a number or as text, and refuse one past the integer range', () => {
    expect(idSchema.parse('2147483647')).toBe(INT4_MAX);
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.safeParse('2147483648').success).toBe(false);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(int4Schema.safeParse(INT4_MIN).success).toBe(true);
    expect(int4Schema.safeParse(INT4_MIN - 1).success).toBe(false);
    expect(int4Schema.parse('-1')).toBe(-1);
  });
});
