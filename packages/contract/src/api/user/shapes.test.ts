import { describe, expect, it } from 'vitest';
import { userCalls } from './shapes.js';

describe('login prompt setting (updateLoginPrompt)', () => {
  const query = userCalls.updateLoginPrompt.query;

  it("reads the query's 'true' and 'false' as booleans", () => {
    expect(query.parse({ showLoginPrompt: 'true' })).toEqual({ showLoginPrompt: true });
    expect(query.parse({ showLoginPrompt: 'false', timestamp: '1700000000000' })).toEqual({
      showLoginPrompt: false,
      timestamp: '1700000000000',
    });
  });

  it('refuses any other spelling', () => {
    for (const showLoginPrompt of ['1', 'TRUE', '', undefined]) {
      expect(query.safeParse({ showLoginPrompt }).success).toBe(false);
    }
  });
});
