import { sql } from 'drizzle-orm';
import { formatDateTime } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';

export interface Publication {
  published: boolean;
  publishedAt: string | null;
}

const NOT_PUBLISHED: Publication = { published: false, publishedAt: null };

/**
 * Whether a task group's report is released to a school's students and parents: published for
 * the school itself or for its district or any region above it; the earliest release counts.
 */
export async function publicationForSchool(
  db: Executor,
  taskGroupId: number,
  schoolId: number | null,
): Promise<Publication> {
  if (schoolId === null) return NOT_PUBLISHED;
  const result = await db.execute<{ published_at: string | Date | null }>(sql`
    WITH RECURSIVE above AS (
      SELECT r.id, r.parent_id FROM regions r JOIN schools s ON s.district_id = r.id WHERE s.id = ${schoolId}
      UNION SELECT r.id, r.parent_id FROM regions r JOIN above a ON r.id = a.parent_id
    )
    SELECT min(p.published_at) AS published_at
    FROM report_publications p
    WHERE p.task_group_id = ${taskGroupId}
      AND ((p.scope = 'school' AND p.scope_id = ${schoolId})
        OR (p.scope = 'region' AND p.scope_id IN (SELECT id FROM above)))`);
  const at = result.rows[0]?.published_at ?? null;
  return at === null ? NOT_PUBLISHED : { published: true, publishedAt: formatDateTime(new Date(at)) };
}

/** Whether a task group's report is released for an area: for the region itself or any region above it. */
export async function publicationForRegion(db: Executor, taskGroupId: number, regionId: number): Promise<Publication> {
  const result = await db.execute<{ published_at: string | Date | null }>(sql`
    WITH RECURSIVE above AS (
      SELECT r.id, r.parent_id FROM regions r WHERE r.id = ${regionId}
      UNION SELECT r.id, r.parent_id FROM regions r JOIN above a ON r.id = a.parent_id
    )
    SELECT min(p.published_at) AS published_at
    FROM report_publications p
    WHERE p.task_group_id = ${taskGroupId} AND p.scope = 'region' AND p.scope_id IN (SELECT id FROM above)`);
  const at = result.rows[0]?.published_at ?? null;
  return at === null ? NOT_PUBLISHED : { published: true, publishedAt: formatDateTime(new Date(at)) };
}

/** publicationForSchool for several schools at once (a page of classes). */
export async function publicationsForSchools(
  db: Executor,
  taskGroupId: number,
  schoolIds: readonly number[],
): Promise<Map<number, Publication>> {
  const ids = [...new Set(schoolIds)];
  const found = new Map<number, Publication>(ids.map((id) => [id, NOT_PUBLISHED]));
  if (ids.length === 0) return found;
  const result = await db.execute<{ school_id: number; published_at: string | Date }>(sql`
    WITH RECURSIVE above AS (
      SELECT s.id AS school_id, r.id, r.parent_id
      FROM schools s JOIN regions r ON r.id = s.district_id
      WHERE s.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      UNION SELECT a.school_id, r.id, r.parent_id FROM regions r JOIN above a ON r.id = a.parent_id
    ),
    released AS (
      SELECT p.scope_id AS school_id, p.published_at FROM report_publications p
      WHERE p.task_group_id = ${taskGroupId} AND p.scope = 'school'
      UNION ALL
      SELECT a.school_id, p.published_at FROM report_publications p JOIN above a ON a.id = p.scope_id
      WHERE p.task_group_id = ${taskGroupId} AND p.scope = 'region'
    )
    SELECT school_id, min(published_at) AS published_at FROM released
    WHERE school_id IN (SELECT school_id FROM above) GROUP BY school_id`);
  for (const row of result.rows) {
    found.set(Number(row.school_id), { published: true, publishedAt: formatDateTime(new Date(row.published_at)) });
  }
  return found;
}

/** A node's publication: an area's own (or above it), or that of the school a node lies in. */
export async function publicationOfChain(
  db: Executor,
  taskGroupId: number,
  chain: readonly { kind: string; id: number }[],
): Promise<Publication> {
  const school = chain.find((step) => step.kind === 'school');
  if (school) return publicationForSchool(db, taskGroupId, school.id);
  const region = chain.at(-1);
  return region ? publicationForRegion(db, taskGroupId, region.id) : NOT_PUBLISHED;
}
