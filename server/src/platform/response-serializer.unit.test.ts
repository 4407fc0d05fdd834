import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { userInfoSchema } from '@pingjia/contract';
import { envelopeOf } from './envelope-schema.js';
import { isDirectionFree, responseSerializerCompiler } from './response-serializer.js';

function serializerFor(schema: z.ZodType) {
  return responseSerializerCompiler({ schema, method: 'GET', url: '/wj/api/test', httpStatus: '200' });
}

const pupilSchema = z.object({ id: z.number().int(), userName: z.string(), className: z.string().nullable() });

describe('the reply serializer', () => {
  const serialize = serializerFor(envelopeOf(pupilSchema)[200]);
  const envelope = { status: 'success', success: true, code: 200, message: 'success', msg: 'success' };

  it('sends only what the schema declares: a column the presenter passed along does not leak', () => {
    const data = { id: 7, userName: '张小明', className: null, passwordHash: '$argon2id$secret', phone: '13800000000' };
    const sent: unknown = JSON.parse(serialize({ ...envelope, data }));
    expect(sent).toEqual({ ...envelope, data: { id: 7, userName: '张小明', className: null } });
  });

  it('sends a business failure through the same schema', () => {
    const failure = { status: 'error', success: false, code: 4001, message: '无权限', msg: '无权限', data: null };
    expect(JSON.parse(serialize({ ...failure, stack: 'at handler' }))).toEqual(failure);
  });

  it('refuses a reply of the wrong shape instead of sending it', () => {
    const wrong = { ...envelope, data: { id: '7', userName: '张小明', className: null } };
    expect(() => serialize(wrong)).toThrow(ResponseSerializationError);
  });

  it("fills a field the presenter left out with the contract's default", () => {
    const sent: unknown = JSON.parse(serializerFor(z.object({ avatar: z.string().nullable().default(null) }))({}));
    expect(sent).toEqual({ avatar: null });
  });

  it('still refuses a one-way transform in a reply, as encoding always did', () => {
    const serializeTransformed = serializerFor(
      z.object({ dimensionId: z.union([z.string(), z.number()]).transform(String) }),
    );
    expect(() => serializeTransformed({ dimensionId: 3 })).toThrow();
  });
});

describe('whether a schema decodes and encodes alike', () => {
  it('holds for plain shapes, defaults, unions, records and recursive ones', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    expect(isDirectionFree(envelopeOf(userInfoSchema)[200])).toBe(true);
    expect(isDirectionFree(z.record(z.string(), z.array(node)))).toBe(true);
    expect(isDirectionFree(z.union([z.tuple([z.number()]), z.literal('none')]))).toBe(true);
  });

  it('fails for a transform, a catch or a pipe, however deep', () => {
    expect(isDirectionFree(z.object({ list: z.array(z.object({ id: z.string().transform(Number) })) }))).toBe(false);
    expect(isDirectionFree(z.object({ count: z.number().catch(0) }))).toBe(false);
    expect(isDirectionFree(z.array(z.lazy(() => z.string().pipe(z.email()))))).toBe(false);
  });
});
