import type { Executor } from '../../db/client.js';
import { starActivityRecords } from '../../db/schema/index.js';
import { PROVINCE_SHARD_ID } from '../org.js';

/** Typical things a family files under each aspect (tab types 1-5). */
const TITLES: Record<number, readonly string[]> = {
  1: ['帮助同学整理图书角', '参加社区志愿服务', '主动帮助新同学熟悉校园'],
  2: ['完成课外阅读《草房子》', '数学口算每日练习', '英语绘本朗读打卡'],
  3: ['跳绳 300 个', '晨跑 2 公里', '按时睡觉早起一周'],
  4: ['钢琴练习 30 分钟', '完成一幅水彩画', '参观浙江省博物馆'],
  5: ['洗碗并整理厨房', '整理自己的房间', '在阳台种下小番茄'],
};

const MONTHS_OF_HISTORY = 6;
const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Month `offset` months before `now`'s month, as [year, month 1-12]. */
function monthBefore(now: Date, offset: number): [number, number] {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - offset;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/**
 * Six months of star records per student, spread over the five tabs by a fixed pattern, so the
 * month view and the trend chart have something to show; nothing lands after today.
 */
export function starRecordsFor(studentIds: readonly number[], now: Date) {
  const today = now.getUTCDate();
  return studentIds.flatMap((studentId) =>
    Array.from({ length: MONTHS_OF_HISTORY }, (_, offset) => {
      const [year, month] = monthBefore(now, offset);
      const perMonth = 3 + ((offset + studentId) % 3);
      return Array.from({ length: perMonth }, (_, k) => {
        const day = 1 + ((studentId * 7 + k * 5 + offset * 3) % 27);
        const tabType = 1 + ((studentId + k + offset) % 5);
        return {
          studentId,
          tabType,
          title: TITLES[tabType]?.[(k + offset) % 3] ?? '',
          content: null,
          stars: 1 + ((studentId + k * 2 + offset) % 3),
          recordDate: `${year}-${pad2(month)}-${pad2(offset === 0 ? Math.min(day, today) : day)}`,
          createdBy: studentId,
          provinceShardId: PROVINCE_SHARD_ID,
        };
      });
    }).flat(),
  );
}

export async function seedStarCalendar(
  tx: Executor,
  studentIds: readonly number[],
  now: Date = new Date(),
): Promise<void> {
  const rows = starRecordsFor(studentIds, now);
  if (rows.length > 0) await tx.insert(starActivityRecords).values(rows);
}
