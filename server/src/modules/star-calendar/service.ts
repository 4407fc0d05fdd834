import { isParentRole, type Locale, type StarRecord } from '@pingjia/contract';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';
import { notFound } from '../../platform/refusal.js';
import { findUserById, placementOf } from '../accounts/repository.js';
import { findChildren } from '../parents/repository.js';
import { canSeeStudent, requireVisibleStudent } from '../student-access/policy.js';
import { currentMonth, monthBounds, monthsEndingAt } from './months.js';
import { deleteRecordById, findRecordById, findRecords, totalStarsOf, type StarRecordRow } from './repository.js';
import { TAB_TYPES, tabName } from './tab-types.js';
import { renderTrendChart } from './trend-chart.js';

function presentRecord(row: StarRecordRow, locale: Locale): StarRecord {
  return {
    id: row.id,
    studentId: row.studentId,
    tabType: row.tabType,
    tabName: tabName(row.tabType, locale),
    title: row.title,
    content: row.content,
    stars: row.stars,
    recordDate: row.recordDate,
  };
}

/** POST getRecordList: one month of a child's records with the per-day totals the month view marks. */
export async function monthView(
  ctx: AppContext,
  session: Session,
  query: { studentId: number; month?: string | undefined; tabType?: number | undefined },
  locale: Locale,
) {
  await requireVisibleStudent(ctx.db, session, query.studentId);
  const month = query.month ?? currentMonth(ctx.clock());
  const { first, last } = monthBounds(month);
  const rows = await findRecords(ctx.db, { studentId: query.studentId, from: first, to: last, tabType: query.tabType });
  const byDay = new Map<string, { recordDate: string; stars: number; count: number }>();
  for (const row of rows) {
    const day = byDay.get(row.recordDate) ?? { recordDate: row.recordDate, stars: 0, count: 0 };
    day.stars += row.stars;
    day.count += 1;
    byDay.set(row.recordDate, day);
  }
  return {
    month,
    totalStars: rows.reduce((sum, row) => sum + row.stars, 0),
    days: [...byDay.values()],
    records: rows.map((row) => presentRecord(row, locale)),
  };
}

/** GET getChildrenRecords: the records of one day. */
export async function dayRecords(
  ctx: AppContext,
  session: Session,
  query: { studentId: number; recordDate: string; tabType?: number | undefined },
  locale: Locale,
): Promise<StarRecord[]> {
  await requireVisibleStudent(ctx.db, session, query.studentId);
  const rows = await findRecords(ctx.db, {
    studentId: query.studentId,
    from: query.recordDate,
    to: query.recordDate,
    tabType: query.tabType,
  });
  return rows.map((row) => presentRecord(row, locale));
}

/** GET listChildren: whose calendars the caller may open (a parent's bound children, or a student's own). */
export async function calendarChildren(ctx: AppContext, session: Session) {
  const people = isParentRole(session.roleId)
    ? (await findChildren(ctx.db, session.userId)).map((row) => ({
        studentId: row.id,
        userName: row.userName,
        className: row.className,
      }))
    : await ownEntry(ctx, session.userId);
  const totals = await totalStarsOf(
    ctx.db,
    people.map((person) => person.studentId),
  );
  return people.map((person) => ({ ...person, totalStars: totals.get(person.studentId) ?? 0 }));
}

async function ownEntry(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) return [];
  const placement = await placementOf(ctx.db, user);
  return [{ studentId: user.id, userName: user.userName, className: placement.className }];
}

/** POST deleteRecord: someone else's record reads as missing; the deletion is audited with the acting parent, if any. */
export async function deleteRecord(ctx: AppContext, session: Session, id: number, ip: string): Promise<null> {
  const row = await findRecordById(ctx.db, id);
  if (!row || !(await canSeeStudent(ctx.db, session, row.studentId))) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteRecordById(tx, id);
    await recordAudit(tx, {
      ...auditActor(session),
      action: 'starRecord.delete',
      entityType: 'starActivityRecord',
      entityId: id,
      before: {
        studentId: row.studentId,
        tabType: row.tabType,
        title: row.title,
        stars: row.stars,
        recordDate: row.recordDate,
      },
      after: null,
      ip,
      provinceShardId: row.provinceShardId,
      place: { userId: row.studentId },
    });
  });
  return null;
}

/** POST activityTrend: stars per month and tab type over the last months, for the trend chart. */
export async function activityTrend(
  ctx: AppContext,
  session: Session,
  query: { studentId: number; endMonth?: string | undefined; months: number },
  locale: Locale,
) {
  await requireVisibleStudent(ctx.db, session, query.studentId);
  const months = monthsEndingAt(query.endMonth ?? currentMonth(ctx.clock()), query.months);
  const from = monthBounds(months[0] ?? '').first;
  const to = monthBounds(months[months.length - 1] ?? '').last;
  const rows = await findRecords(ctx.db, { studentId: query.studentId, from, to });
  const series = TAB_TYPES.map((tab) => ({
    tabType: tab.tabType,
    tabName: tabName(tab.tabType, locale),
    stars: months.map((month) =>
      rows
        .filter((row) => row.tabType === tab.tabType && row.recordDate.startsWith(month))
        .reduce((sum, row) => sum + row.stars, 0),
    ),
  }));
  return { months, series };
}

/** POST activityTrendChart (ours): the same trend drawn as an SVG document, with the same access check. */
export async function activityTrendChart(
  ctx: AppContext,
  session: Session,
  query: { studentId: number; endMonth?: string | undefined; months: number },
  locale: Locale,
): Promise<{ svg: string }> {
  return { svg: await renderTrendChart(await activityTrend(ctx, session, query, locale)) };
}
