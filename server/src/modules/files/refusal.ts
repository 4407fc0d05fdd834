import type { FastifyInstance } from 'fastify';
import { fail } from '@pingjia/contract';
import { requestLocale } from '../../platform/errors.js';
import { serverMessage, type ServerMessage } from '../../platform/messages.js';
import { fileMessage, type FileMessage } from './messages.js';

type RefusalText = { file: FileMessage } | { server: ServerMessage };

/**
 * A refusal the file service raises with a text of its own catalogue, or a session refusal
 * (401/402) with the platform's text for routes that check their own credentials.
 */
export class FileRefusal extends Error {
  readonly code: number;
  readonly text: RefusalText;
  readonly httpStatus: number;

  constructor(code: number, text: RefusalText, httpStatus = 200) {
    super('file' in text ? text.file : text.server);
    this.name = 'FileRefusal';
    this.code = code;
    this.text = text;
    this.httpStatus = httpStatus;
  }
}

/** Turns a FileRefusal into the §8 envelope; every other error goes on to the platform's handler. */
export function registerFileRefusals(app: FastifyInstance): void {
  app.setErrorHandler<Error>((error, request, reply) => {
    if (!(error instanceof FileRefusal)) throw error;
    const locale = requestLocale(request);
    const text = 'file' in error.text ? fileMessage(error.text.file, locale) : serverMessage(error.text.server, locale);
    return reply.code(error.httpStatus).send(fail(error.code, text));
  });
}
