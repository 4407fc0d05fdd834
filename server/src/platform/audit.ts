import { eq, sql, type Placeholder, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { keptStatement } from '../db/kept-statement.js';
import { auditLog, classes, schools, users } from '../db/schema/index.js';

/**
 * What an entry concerns, which decides who may read it: an account (its school and that school's
 * district, or its own region for area staff), a class or a school (and its district), or a region
 * an area-wide action covered. An entry with no place is read at province level only.
 */
export type AuditPlace = { userId: number } | { classId: number } | { schoolId: number } | { regionId: number };

export interface AuditEntry {
  actorUserId: number | null;
  actingAsUserId: number | null;
  action: string;
  entityType: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  provinceShardId?: number | null;
  /** Left out, it follows from the entity, else from the account acted for (see `placeOf`); null says "nowhere". */
  place?: AuditPlace | null;
}

/** Entities whose id names their own place. */
const PLACE_OF_ENTITY: ReadonlyMap<string, (id: number) => AuditPlace> = new Map<string, (id: number) => AuditPlace>([
  ['user', (userId: number) => ({ userId })],
  ['student', (userId: number) => ({ userId })],
  ['class', (classId: number) => ({ classId })],
  ['school', (schoolId: number) => ({ schoolId })],
  ['region', (regionId: number) => ({ regionId })],
]);

type PlaceSource = Pick<AuditEntry, 'entityType' | 'entityId' | 'actorUserId' | 'actingAsUserId' | 'place'>;

/**
 * The place an entry concerns when the caller named none: an account's, a class's, a school's or a
 * region's entry its own; anything else (a session, an answer, a comment, an import) the account it
 * was done for, the child when a parent acts, since that account's school or region is what it
 * concerns. Only an entry without any account has no place.
 */
export function placeOf(entry: PlaceSource): AuditPlace | null {
  if (entry.place !== undefined) return entry.place;
  const of = PLACE_OF_ENTITY.get(entry.entityType);
  const id = Number(entry.entityId);
  if (of && entry.entityId !== null && Number.isSafeInteger(id)) return of(id);
  const userId = entry.actingAsUserId ?? entry.actorUserId;
  return userId === null ? null : { userId };
}

/** A report or progress node's place: the school it lies in, else the innermost region of its chain. */
export function placeOfChain(chain: readonly { kind: string; id: number }[]): AuditPlace | null {
  const school = chain.find((step) => step.kind === 'school');
  if (school) return { schoolId: school.id };
  const region = chain.findLast((step) => step.kind === 'region');
  return region ? { regionId: region.id } : null;
}

/** An account's school, and that school's district or else the account's own region (area staff). */
function accountPlaceColumns(userId: number | Placeholder): { schoolId: SQL; regionId: SQL } {
  return {
    schoolId: sql`(SELECT ${users.schoolId} FROM ${users} WHERE ${users.id} = ${userId})`,
    regionId: sql`(SELECT coalesce(${schools.districtId}, ${users.regionId}) FROM ${users}
      LEFT JOIN ${schools} ON ${eq(schools.id, users.schoolId)} WHERE ${users.id} = ${userId})`,
  };
}

/** The place as the row's two columns, read inside the insert so the row and its place are one statement. */
export function placeColumns(place: AuditPlace | null): {
  schoolId: number | SQL | null;
  regionId: number | SQL | null;
} {
  if (place === null) return { schoolId: null, regionId: null };
  if ('userId' in place) return accountPlaceColumns(place.userId);
  if ('classId' in place) {
    return {
      schoolId: sql`(SELECT ${classes.schoolId} FROM ${classes} WHERE ${classes.id} = ${place.classId})`,
      regionId: sql`(SELECT ${schools.districtId} FROM ${classes}
        JOIN ${schools} ON ${eq(schools.id, classes.schoolId)} WHERE ${classes.id} = ${place.classId})`,
    };
  }
  if ('schoolId' in place) {
    return {
      schoolId: place.schoolId,
      regionId: sql`(SELECT ${schools.districtId} FROM ${schools} WHERE ${schools.id} = ${place.schoolId})`,
    };
  }
  return { schoolId: null, regionId: place.regionId };
}

/** The row's own columns, as both ways of recording write them. */
function columnValues(entry: AuditEntry) {
  return {
    actorUserId: entry.actorUserId,
    actingAsUserId: entry.actingAsUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
    provinceShardId: entry.provinceShardId ?? null,
  };
}

/**
 * Every write calls this inside its own transaction, so the change and its record stand or fall
 * together. `alongside`: writes of the caller's (CTEs) sent in the same statement as the record.
 */
export async function recordAudit(
  tx: Executor,
  entry: AuditEntry,
  alongside: readonly WithSubquery[] = [],
): Promise<void> {
  await tx
    .with(...alongside)
    .insert(auditLog)
    .values({
      ...columnValues(entry),
      ...placeColumns(placeOf(entry)),
    });
}

/**
 * `recordAudit` for a hot path, its statement kept (db/kept-statement.ts): for entries whose place
 * is an account, with `alongside` the caller's CTEs built on placeholders, whose values each
 * record brings.
 */
export function keptAuditRecord(name: string, alongside: (tx: Executor) => readonly WithSubquery[] = () => []) {
  const statement = keptStatement(name, (tx) =>
    tx
      .with(...alongside(tx))
      .insert(auditLog)
      .values({
        actorUserId: sql.placeholder('actorUserId'),
        actingAsUserId: sql.placeholder('actingAsUserId'),
        action: sql.placeholder('action'),
        entityType: sql.placeholder('entityType'),
        entityId: sql.placeholder('entityId'),
        before: sql.placeholder('before'),
        after: sql.placeholder('after'),
        ip: sql.placeholder('ip'),
        provinceShardId: sql.placeholder('provinceShardId'),
        ...accountPlaceColumns(sql.placeholder('placeUserId')),
      }),
  );
  return {
    async record(tx: Executor, entry: AuditEntry & { place: { userId: number } }, values: object = {}): Promise<void> {
      await statement.run(tx, {
        ...values,
        ...columnValues(entry),
        placeUserId: entry.place.userId,
      });
    },
  };
}

/** Who really did it: when a parent acts as a child, the parent is the actor and the child the one acted as. */
export function auditActor(session: { userId: number; actorUserId: number | null }) {
  return session.actorUserId === null
    ? { actorUserId: session.userId, actingAsUserId: null }
    : { actorUserId: session.actorUserId, actingAsUserId: session.userId };
}
