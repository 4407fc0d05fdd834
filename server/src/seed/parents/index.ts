import { RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { userRoles, users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Pii } from '../../platform/pii.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, placeOfClass } from '../accounts.js';
import { CURRENT_SCHOOL_YEAR, PROVINCE_SHARD_ID } from '../org.js';
import { CLASS_4_1, DUPLICATE_CHILD, duplicateChildIdCard } from './duplicate-child.js';
import { seedStarCalendar } from '../star-calendar/index.js';

const CERTIFICATE_ID_CARD = 1;

async function seedDuplicateChild(tx: Executor, pii: Pii): Promise<number[]> {
  const idCard = duplicateChildIdCard();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await tx
    .insert(users)
    .values(
      DUPLICATE_CHILD.loginNames.map((loginName, i) => {
        const place = placeOfClass(DUPLICATE_CHILD.classIds[i] ?? CLASS_4_1);
        return {
          loginName,
          userName: DUPLICATE_CHILD.userName,
          passwordHash,
          gender: '0',
          userType: 1,
          provinceShardId: PROVINCE_SHARD_ID,
          ...place,
          certificateType: CERTIFICATE_ID_CARD,
          certificateCodeEncrypted: pii.encrypt(idCard),
          certificateCodeHash: pii.keyedHash(idCard),
          confirmedSchoolYear: CURRENT_SCHOOL_YEAR,
        };
      }),
    )
    .returning({ id: users.id, schoolId: users.schoolId, classId: users.classId });
  await tx.insert(userRoles).values(
    rows.map((row) => ({
      userId: row.id,
      roleCode: RoleCode.student,
      schoolId: row.schoolId,
      classId: row.classId,
      provinceShardId: PROVINCE_SHARD_ID,
    })),
  );
  return rows.map((row) => row.id);
}

/** The parents' demo data: the twice-registered child and every demo student's star calendar. Runs after the ids are advanced. */
export async function seedParentsDemo(tx: Executor, pii: Pii): Promise<void> {
  const duplicates = await seedDuplicateChild(tx, pii);
  const students = DEMO_ACCOUNTS.filter((account) => account.userType === 1).map((account) => account.id);
  await seedStarCalendar(tx, [...students, ...duplicates]);
}
