import { z } from 'zod';
import { EXPORT_JOB_KINDS, EXPORT_JOB_STATES } from '../../rules/exports.js';
import { assessmentCalls } from '../assessment/shapes.js';
import type { CallShapes } from '../define.js';
import { progressCalls } from '../progress/shapes.js';
import { idSchema } from '../../validation/id.js';

/*
 * Background exports (issue 12): the export of a district or more is made by a job the caller
 * starts and polls; the file it makes is theirs alone, downloaded with getFile and a download token.
 * Each kind takes the query of the direct export it stands in for.
 */

const id = idSchema;

/**
 * Which export, of what: the same body as downloadProgressDetails, exportEvaluationCompletionStatus or
 * exportFinishRateDetails; or a class's student report PDFs of a report (task group), zipped.
 */
const exportRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('progressDetails'), query: progressCalls.downloadProgressDetails.body }),
  z.object({ kind: z.literal('completionStatus'), query: assessmentCalls.exportEvaluationCompletionStatus.body }),
  z.object({ kind: z.literal('finishRate'), query: assessmentCalls.exportFinishRateDetails.body }),
  z.object({ kind: z.literal('classReportPdfs'), query: z.object({ taskGroupId: id, classId: id }) }),
]);

const exportJobSchema = z.object({
  jobId: z.uuid(),
  kind: z.enum(EXPORT_JOB_KINDS),
  /** queued → running → done or failed; a failed export is started again with startExportJob. */
  state: z.enum(EXPORT_JOB_STATES),
  /** The region (or class) the export covers, named as it was when the job started. */
  scopeName: z.string(),
  /** The rows the workbook will hold (a zip of PDFs: its students), known once the job runs, and those written so far. */
  totalRows: z.number().int(),
  doneRows: z.number().int(),
  /** Done: the stored file (fetch it with getFile and a download token); otherwise null. */
  fileName: z.string().nullable(),
  /** Done: the name the file downloads under (the export's own, in the caller's language when started). */
  downloadName: z.string().nullable(),
  /** Failed: why, in the caller's language; otherwise null. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportJob = z.output<typeof exportJobSchema>;

export const exportJobsCalls = {
  /**
   * Starts the export of a district or more (a school's or class's progress is refused: it downloads
   * directly) or a class's report PDFs, or answers the caller's unfinished job for the same export.
   */
  startExportJob: { body: exportRequestSchema, response: exportJobSchema },
  /** A job of the caller's; anyone else's answers like a missing one. */
  getExportJob: { query: z.object({ jobId: z.uuid() }), response: exportJobSchema },
  /** The caller's newest job for this export in the last day, or null: the page shows it again after a reload. */
  latestExportJob: { body: exportRequestSchema, response: exportJobSchema.nullable() },
} satisfies CallShapes;
