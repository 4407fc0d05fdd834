import { describe, expect, it } from 'vitest';
import { ANSWER_LIMITS, ITEM_TYPES } from './activities.js';
import { CASE_OUTCOMES } from './programming.js';
import { TaskState } from './task-state.js';
import { isResetReasonValid, RESET_REASON_LENGTH } from './recovery.js';
import { UPLOAD_EXTENSIONS, UPLOAD_FAMILIES, UPLOAD_SIZE_LIMITS } from './uploads.js';

describe('rules both sides hold', () => {
  it('take five files per upload item (the server rule) and texts of the answer screen', () => {
    expect(ANSWER_LIMITS).toEqual({ fillChars: 200, textChars: 2000, uploadFiles: 5 });
  });

  it('name the task states a student moves through', () => {
    expect(TaskState).toEqual({ open: 0, submitted: 1 });
  });

  it('list every item type and test outcome once', () => {
    expect(new Set(ITEM_TYPES).size).toBe(ITEM_TYPES.length);
    expect(new Set(CASE_OUTCOMES).size).toBe(CASE_OUTCOMES.length);
  });

  it('give every upload family an extension and a size limit', () => {
    const claimed = new Set(UPLOAD_EXTENSIONS.values());
    expect(UPLOAD_FAMILIES.filter((family) => !claimed.has(family))).toEqual([]);
    expect(Object.keys(UPLOAD_SIZE_LIMITS).sort()).toEqual([...UPLOAD_FAMILIES].sort());
  });
});

describe('reset reasons', () => {
  it('count trimmed characters between the limits, as the reset call does', () => {
    expect(isResetReasonValid(' 补考 ')).toBe(true);
    expect(isResetReasonValid(' 补 ')).toBe(false);
    expect(isResetReasonValid('x'.repeat(RESET_REASON_LENGTH.max))).toBe(true);
    expect(isResetReasonValid('x'.repeat(RESET_REASON_LENGTH.max + 1))).toBe(false);
  });
});
