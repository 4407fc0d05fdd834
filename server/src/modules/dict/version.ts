import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The version of a dictionary reply, as an ETag: a hash of the data it sends, which is made from
 * the dictionary's rows alone, so changing, adding or removing a row changes it.
 */
export function dictVersion(data: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match already names `version` (a weak or listed match counts). */
function holdsVersion(request: FastifyRequest, version: string): boolean {
  const held = request.headers['if-none-match'];
  if (!held) return false;
  return held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === version || tag.trim() === '*');
}

/**
 * Labels a dictionary reply with its version (§9: the browser keeps dictionaries in local storage).
 * A browser that already holds this version gets 304 and no body (see `dropNotModifiedBody`).
 */
export function answerVersioned<T>(request: FastifyRequest, reply: FastifyReply, data: T): T {
  const version = dictVersion(data);
  reply.header('etag', version).header('cache-control', 'private, no-cache');
  if (holdsVersion(request, version)) reply.code(304);
  return data;
}

/** A 304 carries no body: the envelope built for it is dropped on its way out. */
export function dropNotModifiedBody(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  return Promise.resolve(reply.statusCode === 304 ? null : payload);
}
