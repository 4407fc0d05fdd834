import type { ProgressRowKind } from '@pingjia/contract';
import type { ExportKind } from '../api/download-export';

/** The workbooks a level offers: a class's students under a class, a grade's classes under a grade, and always its figures. */
export function exportsAt(rowKind: ProgressRowKind): ExportKind[] {
  const levelOwn: ExportKind[] = rowKind === 'student' ? ['classDetails'] : rowKind === 'class' ? ['gradeDetails'] : [];
  return [...levelOwn, 'completionStatus', 'finishRate'];
}
