import { validateIdCard } from '@pingjia/contract';

/** A kind of secret or personal value that must never reach a log line. */
export interface LogPattern {
  name: string;
  /** Global; a match is a candidate, `confirm` (when given) decides. */
  regex: RegExp;
  confirm?: (value: string) => boolean;
}

/** A character that would make the match part of a longer word or number. */
const WORD = 'A-Za-z0-9';
const BASE64URL = 'A-Za-z0-9_-';

export const LOG_PATTERNS: readonly LogPattern[] = [
  {
    // The contract's own rule (province, a real birth date, the MOD 11-2 check digit) tells an
    // identity number from an 18-digit order number or timestamp pair.
    name: 'identity number',
    regex: new RegExp(`(?<![${WORD}])\\d{17}[\\dXx](?![${WORD}])`, 'g'),
    confirm: (value) => validateIdCard(value).ok,
  },
  {
    name: 'mobile phone number',
    regex: new RegExp(`(?<![${WORD}+])(?:\\+?86[ -]?)?1[3-9]\\d{9}(?![${WORD}])`, 'g'),
  },
  {
    // newToken(): 32 random bytes in base64url, the shape of session and download tokens (and of
    // the keyed hashes of identity numbers). Random text of that length mixes all three classes.
    name: 'session or download token',
    regex: new RegExp(`(?<![${BASE64URL}])[${BASE64URL}]{43}(?![${BASE64URL}])`, 'g'),
    confirm: (value) => /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value),
  },
  {
    // TEST_PASSWORD, DEMO_PASSWORD and every other password the tests type share this shape.
    name: 'password',
    regex: new RegExp(`(?<![${WORD}])[A-Z][a-z]+@20\\d\\d[a-z]*(?![${WORD}])`, 'g'),
  },
];

export interface LogFinding {
  /** 1-based. */
  line: number;
  pattern: string;
  masked: string;
}

/** Enough of a value to tell findings apart, never enough to use it. */
export function maskValue(value: string): string {
  return `${value.slice(0, 2)}${'*'.repeat(Math.max(value.length - 2, 0))}`;
}

/** Every confirmed match in one line, left to right. */
export function findInLine(text: string, patterns: readonly LogPattern[] = LOG_PATTERNS) {
  const found: { pattern: string; value: string; index: number }[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern.regex)) {
      if (pattern.confirm && !pattern.confirm(match[0])) continue;
      found.push({ pattern: pattern.name, value: match[0], index: match.index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

export function scanLogText(text: string, patterns: readonly LogPattern[] = LOG_PATTERNS): LogFinding[] {
  return text.split('\n').flatMap((line, index) =>
    findInLine(line, patterns).map((found) => ({
      line: index + 1,
      pattern: found.pattern,
      masked: maskValue(found.value),
    })),
  );
}

/** The line with every finding masked, cut around the first one, to show where it came from. */
export function maskedExcerpt(line: string, width = 240): string {
  const found = findInLine(line);
  let masked = line;
  for (const { value } of found) masked = masked.split(value).join(maskValue(value));
  const start = Math.max((found[0]?.index ?? 0) - width / 2, 0);
  return `${start > 0 ? '…' : ''}${masked.slice(start, start + width)}${start + width < masked.length ? '…' : ''}`;
}
