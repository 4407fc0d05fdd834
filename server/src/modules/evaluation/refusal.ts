import type { FieldError, MessageKey } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import { evaluationText, type EvaluationMessage } from './messages.js';

type RefusalText = { own: EvaluationMessage } | { contract: MessageKey; params: Record<string, string | number> };

/**
 * A business refusal of the students' evaluation domain (answer disabled, stamina used up,
 * missing record, invalid content), with a text of the domain's own catalogue or the contract's.
 */
export class Refusal extends AppError {
  constructor(code: number, text: RefusalText, errors?: FieldError[]) {
    super(code, 'own' in text ? evaluationText(text.own) : text, { errors });
    this.name = 'Refusal';
    // The key, not a translation, names the refusal in logs and tests.
    this.message = 'own' in text ? text.own : text.contract;
  }
}
