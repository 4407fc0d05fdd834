import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { classes, grades, qrCards, schools, users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { auditBatch, type AuditContext } from '../people/writes.js';
import { requireClass, requireSchool, requireUsersOfType, type ClassRow } from '../scope/records.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import { cardPng, cardSheet, type Card } from './sheet.js';
import { cardCodes, ensureCards, replaceCards } from './signing.js';

export const QR_SIGN_IN_PATH = '/sso/login/qrSignIn';

/** On the deployment's public origin, never the printing request's Host (see platform/public-origin). */
function cardLink(ctx: AppContext, code: string): string {
  return `${ctx.config.publicOrigin}${QR_SIGN_IN_PATH}?code=${encodeURIComponent(code)}`;
}

async function classTitle(ctx: AppContext, place: ClassRow) {
  const [row] = await ctx.db
    .select({ gradeName: grades.name, schoolName: schools.organizationName })
    .from(grades)
    .innerJoin(schools, eq(schools.id, grades.schoolId))
    .where(eq(grades.id, place.gradeId));
  return { className: `${row?.gradeName ?? ''}${place.name}`, schoolName: row?.schoolName ?? '' };
}

/** Active students of the class with their current card links (cards made on first print). */
export async function classCards(
  ctx: AppContext,
  place: ClassRow,
): Promise<{ title: string; cards: (Card & { userId: number })[] }> {
  const students = await ctx.db
    .select({
      id: users.id,
      userName: users.userName,
      loginName: users.loginName,
      provinceShardId: users.provinceShardId,
    })
    .from(users)
    .where(and(eq(users.classId, place.id), eq(users.userType, 1), eq(users.state, 1)))
    .orderBy(asc(users.userName), asc(users.id));
  const codes = await cardCodes(ctx, await ensureCards(ctx.db, students));
  const { className, schoolName } = await classTitle(ctx, place);
  return {
    title: `${schoolName} ${className} 登录二维码`,
    cards: students.map((student) => ({
      userId: student.id,
      userName: student.userName,
      loginName: student.loginName,
      className,
      schoolName,
      link: cardLink(ctx, codes.get(student.id) ?? ''),
    })),
  };
}

export async function classSheet(ctx: AppContext, scope: AdminScope, classId: number) {
  const { title, cards } = await classCards(ctx, await requireClass(ctx.db, scope, classId));
  return { title, html: await cardSheet(title, cards) };
}

/** A zip built as it is read: one printable sheet per class. */
export function zipOfSheets(ctx: AppContext, places: readonly ClassRow[]) {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const output = new PassThrough();
  archive.on('error', (error) => output.destroy(error));
  archive.pipe(output);
  void (async () => {
    for (const place of places) {
      const { title, cards } = await classCards(ctx, place);
      archive.append(await cardSheet(title, cards), { name: `${title}-${place.id}.html` });
    }
    await archive.finalize();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

export function zipOfPngs(ctx: AppContext, place: ClassRow) {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const output = new PassThrough();
  archive.on('error', (error) => output.destroy(error));
  archive.pipe(output);
  void (async () => {
    const { cards } = await classCards(ctx, place);
    for (const card of cards)
      archive.append(await cardPng(card.link), { name: `${card.className}-${card.userName}-${card.loginName}.png` });
    await archive.finalize();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

export async function classesForBatch(ctx: AppContext, scope: AdminScope, classIds: readonly number[]) {
  const places: ClassRow[] = [];
  for (const id of new Set(classIds)) places.push(await requireClass(ctx.db, scope, id));
  return places;
}

export async function classesOfSchool(ctx: AppContext, scope: AdminScope, schoolId: number) {
  const school = await requireSchool(ctx.db, scope, schoolId);
  return ctx.db
    .select()
    .from(classes)
    .where(
      and(
        eq(classes.schoolId, school.id),
        classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
      ),
    )
    .orderBy(asc(classes.gradeId), asc(classes.name));
}

/** A school's classes in scope, each with how many active students it has and how many hold a card. */
export async function schoolCardOverview(ctx: AppContext, scope: AdminScope, schoolId: number) {
  const places = await classesOfSchool(ctx, scope, schoolId);
  if (places.length === 0) return [];
  return ctx.db
    .select({
      classId: classes.id,
      className: sql<string>`${grades.name} || ${classes.name}`,
      studentCount: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.classId} = ${classes.id} AND ${users.userType} = 1 AND ${users.state} = 1)`,
      cardCount: sql<number>`(SELECT count(*)::int FROM ${qrCards} q JOIN ${users} u ON u.id = q.user_id WHERE u.class_id = ${classes.id})`,
    })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .where(
      inArray(
        classes.id,
        places.map((place) => place.id),
      ),
    )
    .orderBy(asc(grades.gradeLevel), asc(classes.name));
}

export async function singleCard(ctx: AppContext, scope: AdminScope, userId: number) {
  const [student] = await requireUsersOfType(ctx.db, scope, [userId], 1);
  const [card] = await ensureCards(ctx.db, student ? [student] : []);
  const codes = await cardCodes(ctx, card ? [card] : []);
  return { loginName: student?.loginName ?? '', png: await cardPng(cardLink(ctx, codes.get(userId) ?? '')) };
}

export async function resetCards(ctx: AppContext, scope: AdminScope, userIds: number[], audit: AuditContext) {
  const students = await requireUsersOfType(ctx.db, scope, userIds, 1);
  return ctx.db.transaction(async (tx) => {
    await replaceCards(tx, students);
    await auditBatch(tx, audit, {
      action: 'qrCard.reset',
      entityType: 'user',
      entries: students.map((student) => ({ entityId: student.id, before: null, after: { cardReset: true } })),
    });
    return students.length;
  });
}
