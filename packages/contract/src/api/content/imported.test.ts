import { describe, expect, it } from 'vitest';
import { programmingCalls } from '../programming/shapes.js';
import { contentCalls } from './shapes.js';

describe('import bodies', () => {
  it('pass the route untouched, so the importer reports every error with its path', () => {
    const broken = { taskGroupId: 'one', items: [{ type: 'riddle' }] };
    for (const body of [
      contentCalls.importActivity.body,
      contentCalls.importAdaptiveBank.body,
      programmingCalls.importTasks.body,
    ]) {
      expect(body.parse(broken)).toBe(broken);
    }
  });
});
