import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, fail, type FieldError } from '@pingjia/contract';
import { AppError, ValidationError, errorText, fieldErrorText } from './app-error.js';
import { databaseFailureOf, isInputDataException } from './database-error.js';
import { edgeRefusal } from './edge-refusals.js';
import { pickLocale, serverMessage, type Locale } from './messages.js';

export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  return pickLocale(query?.lang, request.headers['accept-language']);
}

function sendValidationFailure(errors: FieldError[], request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  const first = errors[0]?.message ?? '';
  return reply.code(200).send(fail(ErrorCode.ValidationFailed, fieldErrorText(first, locale), { errors }));
}

/** The error's text; with field errors, each path and its text follow, so one toast names them all. */
function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  const text = errorText(error.text, locale);
  if (!error.errors?.length) return reply.code(error.httpStatus).send(fail(error.code, text));
  const errors = error.errors.map((issue) => ({ path: issue.path, message: fieldErrorText(issue.message, locale) }));
  const detail = errors.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return reply.code(error.httpStatus).send(fail(error.code, `${text}: ${detail}`, { errors }));
}

/** Maps every thrown error to the §8 envelope; internals reach the log only. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<Error>((error, request, reply) => {
    if (error instanceof AppError) return sendAppError(error, request, reply);
    if (error instanceof ValidationError) return sendValidationFailure(error.issues, request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? '',
      }));
      return sendValidationFailure(errors, request, reply);
    }
    const statusCode = (error as FastifyError).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      request.log.info({ err: error }, 'client error');
      return reply.code(200).send(fail(ErrorCode.ValidationFailed, error.message));
    }
    const failure = databaseFailureOf(error);
    if (failure && isInputDataException(failure)) {
      // The edge should have refused this value: an error in the log, a validation failure for the caller.
      request.log.error({ err: error }, 'input reached the database unchecked');
      return sendAppError(edgeRefusal(ErrorCode.ValidationFailed, 'valueNotAccepted'), request, reply);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(ErrorCode.Internal, serverMessage('internal')));
  });
}

/**
 * Fastify's router refusals (a malformed escape in the path, a path parameter over 100
 * characters) as the §8 validation failure instead of Fastify's own JSON.
 */
export function sendFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendAppError(edgeRefusal(ErrorCode.ValidationFailed, 'valueNotAccepted'), request, reply);
}

export function sendNoSuchCall(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fail(404, serverMessage('noSuchCall')));
}
