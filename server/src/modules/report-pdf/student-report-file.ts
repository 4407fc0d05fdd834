import type { FastifyRequest } from 'fastify';
import { parseDateTime, type Locale } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { REPORT_SET } from '../files/service.js';
import { storeFile } from '../files/store-file.js';
import { readerOf, type ReportReader } from '../student-reports/policy.js';
import { reportEntryOf, type ReportEntry } from '../student-reports/entries.js';
import { studentReport } from '../student-reports/service.js';
import { reportNamesOf, studentPdfName } from './names.js';
import { renderStudentReportPdf } from './render-student-report.js';
import { findFiguresChangedAt, findLastResetAt, findReportFileMadeAfter } from './repository.js';

export const PDF_MIME = 'application/pdf';

/**
 * The last change to anything the PDF shows: a figure of the student's district (their own scores
 * and every average are in it), a reset of theirs, or the report's release.
 */
async function changedAt(ctx: AppContext, studentId: number, entry: ReportEntry): Promise<Date> {
  const [figures, reset] = await Promise.all([
    findFiguresChangedAt(ctx.db, entry.group.id, entry.place),
    findLastResetAt(ctx.db, studentId, entry.group.id),
  ]);
  const published = entry.publication.publishedAt === null ? null : parseDateTime(entry.publication.publishedAt);
  return new Date(Math.max(...[figures, reset, published].map((at) => at?.getTime() ?? 0)));
}

async function makePdf(ctx: AppContext, reader: ReportReader, taskGroupId: number, locale: Locale) {
  const report = await studentReport(ctx.db, reader, { taskGroupId }, locale, ctx.clock());
  return renderStudentReportPdf(report, locale, await reportNamesOf(ctx.db, report.head));
}

/**
 * The student report PDF for the caller: whoever may open the report (a student their own and a
 * parent a child's once published, staff in scope) gets a PDF file of their own in the report set,
 * downloaded with getReportFile. A copy made after the last change of its figures and its release
 * is handed out again; otherwise a new one is drawn and stored (audited as a file).
 */
export async function createStudentReportFile(
  ctx: AppContext,
  request: FastifyRequest,
  query: { taskGroupId: number; studentId?: number | undefined },
) {
  const session = sessionOf(request);
  const locale = requestLocale(request);
  const reader = await readerOf(ctx, request, query.studentId);
  // The same refusals as getStudentReport: unpublished, out of scope or not theirs reads as missing.
  const { entry } = await reportEntryOf(ctx.db, reader, query.taskGroupId, ctx.clock());
  const downloadName = studentPdfName(reader.student, entry.group, locale);
  const stored = await findReportFileMadeAfter(
    ctx.db,
    session.userId,
    downloadName,
    await changedAt(ctx, reader.student.id, entry),
  );
  const file =
    stored ??
    (await storeFile(
      ctx,
      ctx.files,
      {
        content: await makePdf(ctx, reader, query.taskGroupId, locale),
        originalName: downloadName,
        mime: PDF_MIME,
        ext: 'pdf',
        setName: REPORT_SET,
      },
      { session, ip: request.ip, action: 'report.pdf' },
    ));
  return { fileName: file.fileName, downloadName };
}
