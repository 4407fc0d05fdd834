import { formatDateTime } from '@pingjia/contract';
import type { auditLog } from '../../db/schema/index.js';

/** Shown in place of a withheld value: the reader learns the field was there (and changed), not what it held. */
export const WITHHELD = '***';

/**
 * Fields a reader of the log does not need to see: who a person is (name, account, phone,
 * identity number, picture), what they wrote or uploaded, and their results. The log keeps them
 * for an investigation in the database; the list shows ids, states and what changed.
 */
const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  'userName',
  'loginName',
  'realName',
  'phone',
  'gender',
  'avatar',
  'email',
  'birthday',
  'idCard',
  'certificateType',
  'certificateCode',
  'certificateCodeEncrypted',
  'certificateCodeHash',
  'fileName',
  'originalName',
  'title',
  'content',
  'text',
  'message',
  'question',
  'answer',
  'answers',
  'score',
  'scores',
  'totalScore',
  'stars',
  'ip',
]);

/** Names of people under another key (`studentName`, `parentNames`). */
const PERSON_NAME_KEY = /^(user|login|real|student|parent|teacher|child)Names?$/;

const isPersonal = (key: string) => PERSONAL_KEYS.has(key) || PERSON_NAME_KEY.test(key);

/** A before/after payload with every personal field withheld, at any depth. */
export function withholdPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withholdPersonal);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isPersonal(key) && inner !== null ? WITHHELD : withholdPersonal(inner),
    ]),
  );
}

/**
 * Enough of the address to tell networks apart, not to find a household: an IPv4 address keeps
 * its first two parts, an IPv6 address its first three groups (the site's /48).
 */
export function maskIp(ip: string | null): string | null {
  if (ip === null) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.*.*`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]?.split(':').filter(Boolean) ?? [];
    return [...groups.slice(0, 3), '*'].join(':');
  }
  return WITHHELD;
}

type AuditRow = typeof auditLog.$inferSelect;

export function presentEntry(row: AuditRow) {
  return {
    id: row.id,
    at: formatDateTime(row.at),
    actorUserId: row.actorUserId,
    actingAsUserId: row.actingAsUserId,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: withholdPersonal(row.before),
    after: withholdPersonal(row.after),
    ip: maskIp(row.ip),
  };
}
