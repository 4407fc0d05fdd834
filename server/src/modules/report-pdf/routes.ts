import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { createStudentReportFile } from './student-report-file.js';

/** The student report as a PDF (ours): made or found for the caller, then fetched with getReportFile. */
export function reportPdfRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.report.createStudentReportFile, ({ body }, request) => createStudentReportFile(ctx, request, body));
}
