import type { AppContext } from '../../platform/context.js';
import { mapPages, xlsxStream } from '../../platform/xlsx-stream.js';
import type { AdminScope } from '../scope/scope.js';
import { STUDENT_EXPORT_COLUMNS, toStudentExportRow, toStudentRecord } from './presenter.js';
import { streamStudents, studentWhere } from './repository.js';
import type { StudentFilter } from './types.js';

/** The filtered student table as a streamed workbook, a page of rows in memory at a time. */
export function studentWorkbook(ctx: AppContext, scope: AdminScope, filter: StudentFilter) {
  const rows = streamStudents(ctx.db, studentWhere(scope, filter));
  return xlsxStream(
    '学生',
    STUDENT_EXPORT_COLUMNS,
    mapPages(rows, (row) => toStudentExportRow(toStudentRecord(row, ctx.pii))),
  );
}
