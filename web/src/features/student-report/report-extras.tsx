import { createContext, use, type ComponentType } from 'react';

/** Which report an extra is about: a task group's, of a student (none: the signed-in student). */
export interface ReportExtraProps {
  taskGroupId: number;
  studentId?: number;
}

/**
 * What other features add to an opened student report, handed in by the route module so the
 * features stay apart: actions beside the print button (the PDF download) and a part below the
 * report (the report assistant). None: the report alone.
 */
export interface ReportExtras {
  Actions?: ComponentType<ReportExtraProps>;
  Below?: ComponentType<ReportExtraProps>;
}

export const ReportExtrasContext = createContext<ReportExtras>({});

export function useReportExtras(): ReportExtras {
  return use(ReportExtrasContext);
}
