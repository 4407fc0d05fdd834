import { DictType, type Locale, type StudentReport } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { LocalizedText } from '../../platform/app-error.js';
import { dictItemsOf } from '../dict/service.js';
import type { ReportNames } from './render-student-report.js';

const words = {
  studentReport: { 'zh-CN': '学生报告', 'en-US': 'student-report' },
  classReports: { 'zh-CN': '学生报告', 'en-US': 'student-reports' },
} as const satisfies Record<string, LocalizedText>;

/** A name part as a file name may hold it on any system. */
const UNSAFE = '\\/:*?"<>|';
const safe = (part: string) =>
  [...part]
    .map((char) => (char < ' ' || UNSAFE.includes(char) ? '_' : char))
    .join('')
    .trim();

/**
 * A student's PDF as it downloads: who, which report, and the report's and student's ids, which
 * keep two reports or two students of the same name apart (the name also finds a stored copy).
 */
export function studentPdfName(
  student: { id: number; userName: string },
  group: { id: number; name: string },
  locale: Locale,
): string {
  return `${safe(student.userName)}-${safe(group.name)}-${words.studentReport[locale]}-${group.id}-${student.id}.pdf`;
}

/** A PDF inside a class's zip: the name and the account, as the class list shows them. */
export const zipEntryName = (student: { userName: string; loginName: string }) =>
  `${safe(student.userName)}-${safe(student.loginName)}.pdf`;

export const classZipName = (classLabel: string, groupName: string, locale: Locale) =>
  `${safe(classLabel)}-${safe(groupName)}-${words.classReports[locale]}.zip`;

/** The report year's and batch's names, as the report page shows them. */
export async function reportNamesOf(
  db: Executor,
  head: Pick<StudentReport['head'], 'reportYear' | 'evaluationBatch'>,
): Promise<ReportNames> {
  const [years, batches] = await Promise.all([
    dictItemsOf(db, DictType.reportYear),
    dictItemsOf(db, DictType.evaluationBatch),
  ]);
  return {
    reportYear: years.find((item) => item.dictValue === head.reportYear)?.dictLabel,
    evaluationBatch: batches.find((item) => item.dictValue === head.evaluationBatch)?.dictLabel,
  };
}
