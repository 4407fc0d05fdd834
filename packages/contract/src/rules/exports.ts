import type { ProgressRowKind } from '../api/progress/shapes.js';

/*
 * Exports of progress and the assessment summary (issue 12): a class's or school's streams straight
 * down; one covering a district or more runs as a background job. The web picks the button's way
 * with the same rule the server enforces, so both agree on every level.
 */

/**
 * The exports a background job makes: those a district's or province's level offers, and a class's
 * student report PDFs in one zip (issue 13), which is always a job: each PDF takes a moment to draw.
 */
export const EXPORT_JOB_KINDS = ['progressDetails', 'completionStatus', 'finishRate', 'classReportPdfs'] as const;
export type ExportJobKind = (typeof EXPORT_JOB_KINDS)[number];

export const EXPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];

/**
 * Whether the export of a level runs as a job: its node is a region (a district, city or province)
 * or the caller's whole area, that is, its rows are regions or schools.
 */
export function runsAsExportJob(rowKind: ProgressRowKind): boolean {
  return rowKind === 'region' || rowKind === 'school';
}

/** Whether a job has stopped: done with its file, or failed (and may be started again). */
export function isExportJobFinished(state: ExportJobState): boolean {
  return state === 'done' || state === 'failed';
}
