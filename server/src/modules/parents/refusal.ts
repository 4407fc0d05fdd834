import type { FastifyInstance } from 'fastify';
import { fail } from '@pingjia/contract';
import { requestLocale } from '../../platform/errors.js';
import { parentsMessage, type ParentsMessage } from './messages.js';

/** A business refusal of the parents' domain: §8 failure envelope, HTTP 200, a text of its own catalogue. */
export class ParentsRefusal extends Error {
  readonly code: number;
  readonly text: ParentsMessage;

  constructor(code: number, text: ParentsMessage) {
    super(text);
    this.name = 'ParentsRefusal';
    this.code = code;
    this.text = text;
  }
}

/** Registered in the parents' and star calendar's scopes; every other error goes on to the platform handler. */
export function registerParentsRefusals(app: FastifyInstance): void {
  app.setErrorHandler<Error>((error, request, reply) => {
    if (!(error instanceof ParentsRefusal)) throw error;
    return reply.code(200).send(fail(error.code, parentsMessage(error.text, requestLocale(request))));
  });
}
