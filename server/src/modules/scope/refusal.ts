import type { FastifyInstance } from 'fastify';
import { ErrorCode, fail } from '@pingjia/contract';
import { requestLocale } from '../../platform/errors.js';
import { adminMessage, type AdminMessage } from './messages.js';

/** A business refusal of the administration modules, with a text of their own catalogue. */
export class AdminRefusal extends Error {
  readonly code: number;
  readonly key: AdminMessage;

  constructor(code: number, key: AdminMessage) {
    super(key);
    this.name = 'AdminRefusal';
    this.code = code;
    this.key = key;
  }
}

/** Out of scope and missing are the same answer, so an id tells nothing about others' records. */
export const notFound = () => new AdminRefusal(ErrorCode.NotFound, 'notFound');

/** Turns an AdminRefusal into the §8 envelope (HTTP 200); every other error goes on to the platform's handler. */
export function registerAdminRefusals(app: FastifyInstance): void {
  app.setErrorHandler<Error>((error, request, reply) => {
    if (!(error instanceof AdminRefusal)) throw error;
    return reply.code(200).send(fail(error.code, adminMessage(error.key, requestLocale(request))));
  });
}
