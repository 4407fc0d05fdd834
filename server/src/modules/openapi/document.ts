import { z } from 'zod';
import { api, RAW_REPLY, shapeOf, type ApiRoute, type CallShape } from '@pingjia/contract';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  'x-access': string;
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const failureSchema: JsonSchema = {
  type: 'object',
  description: '§8 business or validation failure (HTTP 200): nothing was written.',
  properties: {
    status: { const: 'error' },
    success: { const: false },
    code: { type: 'integer' },
    message: { type: 'string' },
    msg: { type: 'string' },
    data: { type: 'null' },
    errors: { type: 'array', items: { type: 'object' } },
  },
  required: ['status', 'success', 'code', 'message', 'msg', 'data'],
};

function successSchema(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      status: { const: 'success' },
      success: { const: true },
      code: { const: 200 },
      data,
      message: { type: 'string' },
      msg: { type: 'string' },
    },
    required: ['status', 'success', 'code', 'data', 'message', 'msg'],
  };
}

function responsesOf(shape: CallShape): Record<string, JsonSchema> {
  const ok =
    shape.response === RAW_REPLY
      ? { description: 'A file, workbook, redirect or page; failures answer with the JSON envelope.' }
      : {
          description: 'The §8 envelope: success with `data`, or a business failure.',
          content: {
            'application/json': {
              schema: { oneOf: [successSchema(jsonSchema(shape.response, 'output')), failureSchema] },
            },
          },
        };
  return {
    200: ok,
    401: { description: 'No session, or it has ended.' },
    402: { description: 'The session has been idle too long.' },
    403: { description: 'The current role may not use this call; `url` names the no-permission page.' },
  };
}

function requestBodyOf(shape: CallShape): JsonSchema | undefined {
  if (shape.multipart) {
    return {
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
        },
      },
    };
  }
  if (!shape.body) return undefined;
  return { content: { 'application/json': { schema: jsonSchema(shape.body, 'input') } } };
}

function operationOf(route: ApiRoute, shape: CallShape): OpenApiOperation {
  const parameters = [...parametersOf(shape.params, 'path'), ...parametersOf(shape.query, 'query')];
  const requestBody = requestBodyOf(shape);
  return {
    operationId: `${route.group}.${route.name}`,
    tags: [route.group],
    summary: `${route.group}.${route.name}`,
    'x-access': route.access,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(shape),
  };
}

/** `/a/:id` in Fastify's words is `/a/{id}` in OpenAPI's. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of every call, built from the same contract entries the server
 * registers its routes from, so it cannot drift from what the server validates.
 */
export function buildOpenApiDocument(version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const group of Object.values(api)) {
    for (const route of Object.values<ApiRoute>(group)) {
      const shape = shapeOf(route);
      if (!shape) continue;
      const entry = (paths[openApiPath(route.path)] ??= {});
      entry[route.method === 'GET' ? 'get' : 'post'] = operationOf(route, shape);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pingjia API',
      version,
      description:
        'Every call of the Pingjia evaluation platform. Calls send the session token in the `satoken` header; ' +
        'a failure answers HTTP 200 with `success: false` and a code (§8). `x-access` names who may call.',
    },
    paths,
  };
}
