import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { qrCards, qrSigningKeys } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';

/** The HMAC key of card links, created on first use and stored encrypted with the PII key. */
async function signingKey(ctx: AppContext): Promise<Buffer> {
  const [found] = await ctx.db.select().from(qrSigningKeys).orderBy(asc(qrSigningKeys.id)).limit(1);
  if (found) return Buffer.from(ctx.pii.decrypt(found.keyEncrypted), 'base64');
  await ctx.db
    .insert(qrSigningKeys)
    .values({ id: 1, keyEncrypted: ctx.pii.encrypt(randomBytes(32).toString('base64')) })
    .onConflictDoNothing();
  return signingKey(ctx);
}

function mac(key: Buffer, userId: number, nonce: string): string {
  return createHmac('sha256', key).update(`qr-card:${userId}:${nonce}`).digest('base64url');
}

/** `<userId>.<nonce>.<mac>`: the nonce is the card's current one, so a reset card no longer verifies. */
export async function cardCodes(
  ctx: AppContext,
  cards: readonly { userId: number; nonce: string }[],
): Promise<Map<number, string>> {
  const key = await signingKey(ctx);
  return new Map(
    cards.map((card) => [card.userId, `${card.userId}.${card.nonce}.${mac(key, card.userId, card.nonce)}`]),
  );
}

/** The student a card code names, when its signature holds and its nonce is still the current one. */
export async function verifyCardCode(ctx: AppContext, code: string): Promise<number | null> {
  const [idText, nonce, signature] = code.split('.');
  const userId = Number(idText);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !nonce || !signature) return null;
  const expected = Buffer.from(mac(await signingKey(ctx), userId, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [card] = await ctx.db.select().from(qrCards).where(eq(qrCards.userId, userId));
  return card?.nonce === nonce ? userId : null;
}

const newNonce = () => randomBytes(12).toString('base64url');

/** Every student gets a card the first time one is printed. */
export async function ensureCards(db: Executor, students: readonly { id: number; provinceShardId: number }[]) {
  if (students.length === 0) return [];
  await db
    .insert(qrCards)
    .values(
      students.map((student) => ({ userId: student.id, nonce: newNonce(), provinceShardId: student.provinceShardId })),
    )
    .onConflictDoNothing();
  return db
    .select({ userId: qrCards.userId, nonce: qrCards.nonce })
    .from(qrCards)
    .where(
      inArray(
        qrCards.userId,
        students.map((student) => student.id),
      ),
    );
}

/** A new nonce for each student: their printed cards stop working at once. */
export async function replaceCards(db: Executor, students: readonly { id: number; provinceShardId: number }[]) {
  for (const student of students) {
    await db
      .insert(qrCards)
      .values({ userId: student.id, nonce: newNonce(), provinceShardId: student.provinceShardId })
      .onConflictDoUpdate({ target: qrCards.userId, set: { nonce: newNonce(), createdAt: new Date() } });
  }
}
