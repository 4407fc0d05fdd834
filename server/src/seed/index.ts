import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import {
  classes,
  dictionaries,
  grades,
  maintainTips,
  menus,
  parentStudent,
  regions,
  schoolYears,
  schools,
  userRoles,
  users,
} from '../db/schema/index.js';
import { recordAudit } from '../platform/audit.js';
import { hashPassword } from '../platform/passwords.js';
import type { FileStore } from '../platform/file-store/types.js';
import type { Pii } from '../platform/pii.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PARENT_LINKS, placeOfClass, type DemoAccount } from './accounts.js';
import { DICTIONARY_ROWS } from './dictionaries.js';
import { makeIdCard } from './id-card.js';
import { MENU_ROWS } from './menus.js';
import { seedParentsDemo } from './parents/index.js';
import { seedStudentContent } from './content/index.js';
import { seedProgrammingDemo } from './programming/index.js';
import { seedScenarioDemo } from './scenario/index.js';
import { seedAdaptiveBanks } from './adaptive/index.js';
import { seedReportsDemo } from './reports/index.js';
import {
  CLASSES,
  CURRENT_SCHOOL_YEAR,
  GRADES,
  PROVINCE_SHARD_ID,
  REGIONS,
  SCHOOLS,
  SCHOOL_YEAR_STARTED_AT,
} from './org.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';

const CERTIFICATE_ID_CARD = 1;
const shard = { provinceShardId: PROVINCE_SHARD_ID };

/** Every table the seed fills or the app writes; migrations' own bookkeeping is left alone. */

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Empties every table of the application's schema, whichever module created it, so a new
 * module's tables never need listing here; the migrations' bookkeeping lives in another schema.
 * TRUNCATE does not fire the audit log's row triggers, so a reset may clear it.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const result = await db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`,
  );
  const names = result.rows.map((row) => row.name);
  if (names.length > 0) await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

function userRow(account: DemoAccount, pii: Pii, passwordHash: string) {
  const place = account.classId
    ? placeOfClass(account.classId)
    : { schoolId: account.schoolId ?? null, gradeId: null, classId: null };
  const region = account.classId
    ? REGIONS.find((r) => r.id === SCHOOLS.find((s) => s.id === place.schoolId)?.districtId)
    : undefined;
  const idCard =
    account.idCard && region ? makeIdCard(region.code, account.idCard.birth, account.idCard.sequence) : null;
  return {
    id: account.id,
    loginName: account.loginName,
    userName: account.userName,
    passwordHash,
    passwordIsInitial: account.passwordIsInitial ?? false,
    gender: account.gender,
    userType: account.userType,
    ...shard,
    regionId: account.regionId ?? null,
    schoolId: place.schoolId,
    gradeId: place.gradeId,
    classId: place.classId,
    showLoginPrompt: account.showLoginPrompt ?? false,
    certificateType: idCard ? CERTIFICATE_ID_CARD : null,
    certificateCodeEncrypted: idCard ? pii.encrypt(idCard) : null,
    certificateCodeHash: idCard ? pii.keyedHash(idCard) : null,
    confirmedSchoolYear: place.schoolId ? CURRENT_SCHOOL_YEAR : null,
  };
}

/** Identity columns would hand out ids the seed already used; move them past the seeded rows. */
async function advanceSequences(tx: Executor): Promise<void> {
  for (const table of [
    'regions',
    'schools',
    'grades',
    'classes',
    'school_years',
    'users',
    'user_roles',
    'menus',
    'dictionaries',
    'maintain_tips',
  ]) {
    await tx.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`),
    );
  }
}

async function seedOrganisation(tx: Executor): Promise<void> {
  await tx.insert(regions).values(REGIONS.map((r) => ({ ...r, ...shard })));
  await tx.insert(schools).values(SCHOOLS.map(({ gradeLevels: _levels, ...school }) => ({ ...school, ...shard })));
  await tx.insert(grades).values(GRADES.map((g) => ({ ...g, ...shard })));
  await tx.insert(classes).values(CLASSES.map((c) => ({ ...c, ...shard })));
  await tx.insert(schoolYears).values(
    SCHOOLS.map((s) => ({
      id: s.id,
      schoolId: s.id,
      schoolYear: CURRENT_SCHOOL_YEAR,
      startedAt: SCHOOL_YEAR_STARTED_AT,
      isCurrent: true,
      ...shard,
    })),
  );
}

async function seedPeople(tx: Executor, pii: Pii): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const rows = DEMO_ACCOUNTS.map((account, i) => userRow(account, pii, hashes[i] ?? ''));
  await tx.insert(users).values(rows);
  let roleId = 0;
  await tx.insert(userRoles).values(
    DEMO_ACCOUNTS.flatMap((account) =>
      account.roles.map((role) => ({
        id: (roleId += 1),
        userId: account.id,
        roleCode: role.roleCode,
        schoolId: role.schoolId ?? null,
        regionId: role.regionId ?? null,
        classId: role.classId ?? null,
        ...shard,
      })),
    ),
  );
  await tx.insert(parentStudent).values(PARENT_LINKS.map((link) => ({ ...link, ...shard })));
}

async function seedContent(tx: Executor): Promise<void> {
  await tx.insert(menus).values(MENU_ROWS);
  await tx.insert(dictionaries).values(DICTIONARY_ROWS);
  await tx.insert(maintainTips).values({
    id: 1,
    title: '系统维护通知',
    content: '平台每周日 02:00-04:00 例行维护，期间可能短暂无法登录，请合理安排测评时间。',
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2099-12-31T00:00:00Z'),
  });
}

/** The demo data, with the same ids on every run. */
/** Seeds the demo district; media go into `files`, the file store of the deployment being seeded. */
export async function seedDemo(db: Database, pii: Pii, files: FileStore): Promise<void> {
  await db.transaction(async (tx) => {
    await seedOrganisation(tx);
    await seedPeople(tx, pii);
    await seedContent(tx);
    await advanceSequences(tx);
    await seedParentsDemo(tx, pii);
    await seedStudentContent(tx);
    await seedProgrammingDemo(tx);
    await seedScenarioDemo(tx, files);
    await seedAdaptiveBanks(tx);
    await seedReportsDemo(tx);
    await recordAudit(tx, {
      actorUserId: null,
      actingAsUserId: null,
      action: 'seed.demo',
      entityType: 'database',
      entityId: null,
      before: null,
      after: { accounts: DEMO_ACCOUNTS.length },
      ip: null,
      provinceShardId: PROVINCE_SHARD_ID,
    });
  });
}
