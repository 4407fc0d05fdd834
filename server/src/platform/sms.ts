import fs from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  phone: string;
  text: string;
  sentAt: string;
}

/** Where text messages go; a real gateway replaces the default outbox file. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Appends one JSON line per message to DATA_DIR/outbox/sms.jsonl, which the demo and tests read. */
export function createOutboxSmsSender(dataDir: string): SmsSender {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  return {
    async send(message) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify(message)}\n`, 'utf8');
    },
  };
}

export function outboxFile(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'sms.jsonl');
}
