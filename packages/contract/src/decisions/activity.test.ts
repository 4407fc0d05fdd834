import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from '../rules/activities.js';
import { carriesItems } from './activity.js';

describe('carriesItems', () => {
  it('holds for activities and questionnaires, answered item by item', () => {
    expect(carriesItems('activity')).toBe(true);
    expect(carriesItems('questionnaire')).toBe(true);
  });

  it('fails for the engine kinds and for unknown kinds', () => {
    expect(ACTIVITY_KINDS.filter((kind) => !carriesItems(kind))).toEqual(['adaptive', 'programming', 'scenario']);
    expect(carriesItems('essay')).toBe(false);
  });
});
