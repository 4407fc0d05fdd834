import { ErrorCode } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import { adminText, type AdminMessage } from './messages.js';

/** A business refusal of the administration modules, with a text of their own catalogue. */
export class AdminRefusal extends AppError {
  readonly key: AdminMessage;

  constructor(code: number, key: AdminMessage) {
    super(code, adminText(key));
    this.name = 'AdminRefusal';
    this.key = key;
    // The key, not a translation, names the refusal in logs and tests.
    this.message = key;
  }
}

/** Out of scope and missing are the same answer, so an id tells nothing about others' records. */
export const notFound = () => new AdminRefusal(ErrorCode.NotFound, 'notFound');
