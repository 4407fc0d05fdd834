import { z } from 'zod';

/** §3 report grade query of POST /wj/api/report/getReportGrad. */
export const reportGradeQuerySchema = z.object({
  reportYear: z.string().min(1),
  currentGradName: z.string().min(1),
});

export type ReportGradeQuery = z.infer<typeof reportGradeQuerySchema>;
