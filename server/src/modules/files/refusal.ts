import { AppError } from '../../platform/app-error.js';
import type { ServerMessage } from '../../platform/messages.js';
import { fileText, type FileMessage } from './messages.js';

type RefusalText = { file: FileMessage } | { server: ServerMessage };

/**
 * A refusal the file service raises with a text of its own catalogue, or a session refusal
 * (401/402) with the platform's text for routes that check their own credentials.
 */
export class FileRefusal extends AppError {
  constructor(code: number, text: RefusalText, httpStatus = 200) {
    super(code, 'file' in text ? fileText(text.file) : text.server, { httpStatus });
    this.name = 'FileRefusal';
    // The key, not a translation, names the refusal in logs and tests.
    this.message = 'file' in text ? text.file : text.server;
  }
}
