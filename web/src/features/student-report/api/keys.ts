/** Every student-report query starts with this key, so a read or a new publication refreshes them together. */
export const studentReportKey = ['studentReport'] as const;
