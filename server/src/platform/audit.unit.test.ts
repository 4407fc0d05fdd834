import { describe, expect, it } from 'vitest';
import { placeOf, placeOfChain } from './audit.js';

const entry = { actorUserId: 1, actingAsUserId: null, entityId: null as string | number | null };

describe('placeOf', () => {
  it('places an account’s, a class’s, a school’s and a region’s entry at that entity', () => {
    expect(placeOf({ ...entry, entityType: 'user', entityId: 7 })).toEqual({ userId: 7 });
    expect(placeOf({ ...entry, entityType: 'class', entityId: 6 })).toEqual({ classId: 6 });
    expect(placeOf({ ...entry, entityType: 'student', entityId: '8' })).toEqual({ userId: 8 });
    expect(placeOf({ ...entry, entityType: 'school', entityId: 3 })).toEqual({ schoolId: 3 });
    expect(placeOf({ ...entry, entityType: 'region', entityId: 4 })).toEqual({ regionId: 4 });
  });

  it('places a session at the account it is for: the child when a parent acts', () => {
    expect(placeOf({ ...entry, entityType: 'session', entityId: 'uuid' })).toEqual({ userId: 1 });
    expect(placeOf({ ...entry, actingAsUserId: 9, entityType: 'session', entityId: 'uuid' })).toEqual({ userId: 9 });
    expect(placeOf({ ...entry, actorUserId: null, entityType: 'session', entityId: 'uuid' })).toBeNull();
  });

  it('places any other entry at the account it was done for, and keeps a place the caller gave', () => {
    expect(placeOf({ ...entry, entityType: 'danmuMessage', entityId: 5 })).toEqual({ userId: 1 });
    expect(placeOf({ ...entry, actingAsUserId: 9, entityType: 'answer', entityId: 5 })).toEqual({ userId: 9 });
    expect(placeOf({ ...entry, entityType: 'user', entityId: '3:4' })).toEqual({ userId: 1 });
    expect(placeOf({ ...entry, actorUserId: null, entityType: 'activity', entityId: 5 })).toBeNull();
    expect(placeOf({ ...entry, entityType: 'parentStudent', entityId: '3:4', place: { userId: 4 } })).toEqual({
      userId: 4,
    });
    expect(placeOf({ ...entry, entityType: 'user', entityId: 3, place: null })).toBeNull();
  });
});

describe('placeOfChain', () => {
  it('places a node at its school, else its innermost region, else nowhere', () => {
    const city = { kind: 'region', id: 1 };
    const district = { kind: 'region', id: 2 };
    const school = { kind: 'school', id: 3 };
    expect(placeOfChain([city, district, school, { kind: 'class', id: 4 }])).toEqual({ schoolId: 3 });
    expect(placeOfChain([city, district])).toEqual({ regionId: 2 });
    expect(placeOfChain([])).toBeNull();
  });
});
