import { AppError } from '../../platform/app-error.js';
import { parentsText, type ParentsMessage } from './messages.js';

/** A business refusal of the parents' domain (binding, unbinding, star records): §8 failure, HTTP 200. */
export class ParentsRefusal extends AppError {
  constructor(code: number, text: ParentsMessage) {
    super(code, parentsText(text));
    this.name = 'ParentsRefusal';
  }
}
