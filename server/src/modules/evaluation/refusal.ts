import type { FastifyInstance } from 'fastify';
import { fail, translate, type FieldError, type MessageKey } from '@pingjia/contract';
import { requestLocale } from '../../platform/errors.js';
import { evaluationMessage, type EvaluationMessage } from './messages.js';

type RefusalText =
  | { own: EvaluationMessage }
  | { contract: MessageKey; params: Record<string, string | number> };

/**
 * A business refusal of the students' evaluation domain (answer disabled, stamina used up,
 * missing record, invalid content), with a text of its own catalogue or the contract's.
 */
export class Refusal extends Error {
  readonly code: number;
  readonly text: RefusalText;
  readonly errors: FieldError[] | undefined;

  /** `errors` lists every failing field; their paths and texts are also appended to the message. */
  constructor(code: number, text: RefusalText, errors?: FieldError[]) {
    super('own' in text ? text.own : text.contract);
    this.name = 'Refusal';
    this.code = code;
    this.text = text;
    this.errors = errors;
  }
}

/** Turns a Refusal into the §8 failure envelope (HTTP 200); every other error goes on to the platform's handler. */
export function registerRefusals(app: FastifyInstance): void {
  app.setErrorHandler<Error>((error, request, reply) => {
    if (!(error instanceof Refusal)) throw error;
    const locale = requestLocale(request);
    const text =
      'own' in error.text ? evaluationMessage(error.text.own, locale) : translate(error.text.contract, locale, error.text.params);
    if (!error.errors) return reply.code(200).send(fail(error.code, text));
    const detail = error.errors.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return reply.code(200).send(fail(error.code, `${text}: ${detail}`, { errors: error.errors }));
  });
}
