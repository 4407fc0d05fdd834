/** The grade bands a programming task is written for; 'lower' grades (1-3) are offered the block editor. */
export const GRADE_BANDS = ['lower', 'middle', 'upper'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

/** Why a test case did not pass; `passed` and `wrong` are the two outcomes of code that ran to the end. */
export const CASE_OUTCOMES = ['passed', 'wrong', 'timeout', 'memory', 'output', 'error'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
