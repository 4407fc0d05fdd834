/*
 * What is taken out of a question before it leaves for RAGFlow (PIPL: children's personal
 * information). Removing too much costs a word of the question; removing too little sends a
 * child's details to a third party, so every rule errs towards removing.
 */

const MASK = '***';

/** An identity number: 17 digits and a check digit or X, in any grouping of spaces and hyphens. */
const IDENTITY_NUMBER = /(?<!\d)(?:\d[ -]?){17}[\dXx](?![\dA-Za-z])/g;
/** Any other run of 11 or more digits: phone numbers (with or without +86), 15-digit identity numbers, cards. */
const LONG_NUMBER = /(?<![\d+])\+?(?:\d[ -]?){10,}\d(?!\d)/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** "我叫王小明", "孩子叫小明", "姓名：王小明": the two to four characters after such a lead-in. */
const CHINESE_NAME_AFTER =
  /(我叫|名叫|名字[是叫]|姓名[是:：]?|(?:孩子|女儿|儿子|学生|同学)叫)\s*[\u4e00-\u9fff·]{2,4}/g;
/** "my name is Wang Xiaoming", "my son is called Ming". */
const ENGLISH_NAME_AFTER =
  /\b(my name is|i am called|name:|(?:son|daughter|child|kid) is called)\s+[A-Za-z]+(?:\s+[A-Z][a-z]+)?/gi;

const HAN = /^[\u4e00-\u9fff·]+$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The forms a known name or account may be typed in: the whole, and for a Chinese name of three
 * or four characters the given name alone ("小明" of "李小明"), as families call children.
 * Terms too short to tell from ordinary words are left to the patterns.
 */
export function termsOf(known: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const raw of known) {
    const term = raw.trim();
    if (HAN.test(term)) {
      if (term.length >= 2) terms.add(term);
      if (term.length >= 3) terms.add(term.slice(1));
    } else if (term.length >= 3) {
      terms.add(term);
    }
  }
  // Longest first, so a full name goes before the given name inside it.
  return [...terms].sort((a, b) => b.length - a.length);
}

function knownTermsPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  // An account is matched whole, not inside a longer one; a Chinese name anywhere (Chinese has no spaces).
  const parts = terms.map((term) =>
    HAN.test(term) ? escapeRegExp(term) : `(?<![A-Za-z0-9_])${escapeRegExp(term)}(?![A-Za-z0-9_])`,
  );
  return new RegExp(parts.join('|'), 'gi');
}

export interface Scrubbed {
  text: string;
  /** How many pieces were taken out. */
  removed: number;
}

/**
 * The question with identity numbers, phone numbers, e-mail addresses, the names and accounts the
 * server knows around this report (`known`), and names introduced as such, replaced by `***`.
 */
export function scrubQuestion(question: string, known: readonly string[]): Scrubbed {
  let removed = 0;
  const mask = (pattern: RegExp, replace: (match: string, lead?: string) => string) => (text: string) =>
    text.replace(pattern, (match: string, lead?: string) => {
      removed += 1;
      return replace(match, lead);
    });
  const whole = () => MASK;
  const keepLead = (_match: string, lead?: string) => `${lead ?? ''}${MASK}`;
  const steps = [
    mask(IDENTITY_NUMBER, whole),
    mask(LONG_NUMBER, whole),
    mask(EMAIL, whole),
    ...[knownTermsPattern(termsOf(known))].flatMap((pattern) => (pattern ? [mask(pattern, whole)] : [])),
    mask(CHINESE_NAME_AFTER, keepLead),
    mask(ENGLISH_NAME_AFTER, (_match, lead) => `${lead ?? ''} ${MASK}`),
  ];
  const text = steps.reduce((current, step) => step(current), question);
  return { text, removed };
}
