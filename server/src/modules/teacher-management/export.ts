import type { AppContext } from '../../platform/context.js';
import { xlsxStream } from '../../platform/xlsx-stream.js';
import type { AdminScope } from '../scope/scope.js';
import { TEACHER_EXPORT_COLUMNS, toTeacherExportRow, toTeacherRecord } from './presenter.js';
import { grantsOf, streamStaff, teacherWhere, type StaffRow } from './repository.js';
import type { TeacherFilter } from './types.js';

/** Staff rows with their grants, a page at a time. */
export async function* presentedStaffPages(ctx: AppContext, pages: AsyncIterable<StaffRow[]>) {
  for await (const page of pages) {
    const grants = await grantsOf(
      ctx.db,
      page.map((row) => row.id),
    );
    yield page.map((row) => toTeacherExportRow(toTeacherRecord(row, grants)));
  }
}

export function teacherWorkbook(ctx: AppContext, scope: AdminScope, filter: TeacherFilter) {
  return xlsxStream(
    '教师',
    TEACHER_EXPORT_COLUMNS,
    presentedStaffPages(ctx, streamStaff(ctx.db, teacherWhere(scope, filter))),
  );
}
