import type { FastifyRequest } from 'fastify';
import { ErrorCode, type Locale, type StudentMark } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { ZIP_MIME } from '../files/service.js';
import { storeFile } from '../files/store-file.js';
import { entryNames } from '../files/zip.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { loadScope, type AdminScope } from '../scope/scope.js';
import { readsAsStaff, staffReaderOf } from '../student-reports/policy.js';
import { studentReport } from '../student-reports/service.js';
import { requireReportGroup, studentMarkList } from '../student-reports/staff-lists.js';
import { reportPdfRefusal } from './messages.js';
import { classZipName, reportNamesOf, zipEntryName } from './names.js';
import { pdfZip } from './pdf-zip.js';
import { renderStudentReportPdf } from './render-student-report.js';
import { findClassPlace, type ClassPlace } from './repository.js';

const PAGE_SIZE = 100;

/*
 * The export-jobs module runs this zip as one of its kinds (`classReportPdfs`); the shapes below are
 * what it hands over and takes back, so this module needs nothing of its.
 */

export interface ClassReportPdfsQuery {
  taskGroupId: number;
  classId: number;
}

/** What a start checked: the name of what the job covers, and the audit entry written with the job. */
export interface ZipAdmission {
  scopeName: string;
  audit(tx: Executor, jobId: string): Promise<void>;
}

/** The job: who started it, in which role and language. */
export interface ZipJob {
  ownerUserId: number;
  roleId: number;
  provinceShardId: number;
  locale: Locale;
}

/** Where the job reports the PDFs drawn; it throws when the job must stop. */
export interface ZipReporter {
  rows(done: number, total: number): Promise<void>;
  signal: AbortSignal;
}

/** The class's students in the report, as its mark list has them (name order, never ranked). */
async function classStudents(db: Executor, scope: AdminScope, query: ClassReportPdfsQuery): Promise<StudentMark[]> {
  const students: StudentMark[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const { rows, total } = await studentMarkList(db, scope, { ...query, pageIndex, pageSize: PAGE_SIZE });
    students.push(...rows);
    if (rows.length === 0 || students.length >= total) return students;
  }
}

async function classPlace(db: Executor, classId: number): Promise<ClassPlace> {
  const place = await findClassPlace(db, classId);
  if (!place) throw notFound();
  return place;
}

/**
 * Starting the zip of a class's student report PDFs: staff who read reports, for a report and a
 * class of their scope (anything else reads as missing) with at least one student in it.
 */
export async function admitClassReportPdfs(
  ctx: AppContext,
  request: FastifyRequest,
  query: ClassReportPdfsQuery,
): Promise<ZipAdmission> {
  if (!readsAsStaff(sessionOf(request))) throw notFound();
  // The mark list refuses a report or a class out of scope, as the class report page does.
  const { total } = await studentMarkList(ctx.db, await scopeOf(ctx, request), { ...query, pageIndex: 1, pageSize: 1 });
  if (total === 0) throw reportPdfRefusal(ErrorCode.NotAllowed, 'noStudents');
  const place = await classPlace(ctx.db, query.classId);
  const audit = auditOf(request);
  return {
    scopeName: place.label,
    audit: (tx, jobId) =>
      recordAudit(tx, {
        ...auditActor(audit.session),
        action: 'report.export',
        entityType: 'taskGroup',
        entityId: query.taskGroupId,
        before: null,
        after: {
          export: 'classReportPdfs',
          delivery: 'job',
          jobId,
          node: { kind: 'class', id: query.classId, name: place.label },
          schoolId: place.schoolId,
          schoolName: place.schoolName,
          rowCount: total,
        },
        ip: audit.ip,
        provinceShardId: audit.session.provinceShardId,
        place: { schoolId: place.schoolId },
      }),
  };
}

/**
 * The export job of a class's student report PDFs: every student of the class in the report, one
 * PDF each (as the student report page shows it, in the language the job was started in), drawn
 * one at a time straight into a zip that streams to the file store; progress counts students.
 */
export async function makeClassReportZip(
  ctx: AppContext,
  job: ZipJob,
  query: ClassReportPdfsQuery,
  reporter: ZipReporter,
) {
  const owner = { userId: job.ownerUserId, roleId: job.roleId, provinceShardId: job.provinceShardId };
  const scope = await loadScope(ctx.db, owner);
  const students = await classStudents(ctx.db, scope, query);
  const group = await requireReportGroup(ctx.db, scope, query.taskGroupId);
  const [place, names] = await Promise.all([classPlace(ctx.db, query.classId), reportNamesOf(ctx.db, group)]);
  const { locale } = job;
  const now = ctx.clock();
  await reporter.rows(0, students.length);
  const fileNames = entryNames(students.map(zipEntryName));
  const entries = students.map((student, index) => ({
    name: fileNames[index] ?? zipEntryName(student),
    draw: async () => {
      if (index > 0) await reporter.rows(index, students.length);
      reporter.signal.throwIfAborted();
      const reader = await staffReaderOf(ctx.db, scope, null, student.studentId);
      const report = await studentReport(ctx.db, reader, { taskGroupId: query.taskGroupId }, locale, now);
      return renderStudentReportPdf(report, locale, names);
    },
  }));
  const file = await storeFile(
    ctx,
    ctx.files,
    {
      content: pdfZip(entries, now),
      originalName: classZipName(place.label, group.name, locale),
      mime: ZIP_MIME,
      ext: 'zip',
    },
    // Staff roles never act for someone else: the owner is the actor.
    { session: { ...owner, actorUserId: null }, ip: null, action: 'exportJob.file' },
  );
  return { fileId: file.id, doneRows: students.length };
}
