import { createContext, use, type ComponentType } from 'react';

/** Which class report an extra is about. */
export interface ClassExtraProps {
  taskGroupId: number;
  classId: number;
}

/**
 * What other features add to the report pages, handed in by the route module so the features
 * stay apart: beside a class report's export (its students' PDFs as a zip), below a class report
 * (the report assistant), and beside the area report's publish button (the assistant's switches).
 * None: the report alone.
 */
export interface ReportPageExtras {
  ClassActions?: ComponentType<ClassExtraProps>;
  ClassBelow?: ComponentType<ClassExtraProps>;
  AreaActions?: ComponentType;
}

export const ReportPageExtrasContext = createContext<ReportPageExtras>({});

export function useReportPageExtras(): ReportPageExtras {
  return use(ReportPageExtrasContext);
}
