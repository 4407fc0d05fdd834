export type CaseOutcome = 'passed' | 'wrong' | 'timeout' | 'memory' | 'output' | 'error';

export interface Example {
  input: unknown;
  expected: unknown;
}

/** One visible example's run, as the answer screen shows it (the server's runSamples answers the same shape). */
export interface SampleRun {
  index: number;
  outcome: CaseOutcome;
  actual: string | null;
  error: string | null;
  output: string;
  timeMs: number;
}

export interface ProgrammingTask {
  taskId: number;
  title: string;
  statement: string;
  starterCode: string;
  functionName: string;
  gradeBand: 'lower' | 'middle' | 'upper';
  blockEditor: boolean;
  examples: Example[];
  testCount: number;
  maxScore: number;
}

export interface GradedCase {
  index: number;
  outcome: CaseOutcome;
  score: number;
  maxScore: number;
  timeMs: number;
}

export interface GradedTask {
  taskId: number;
  score: number;
  maxScore: number;
  cases: GradedCase[];
}

export type CodeMap = Record<string, string>;

export interface TasksView {
  activityId: number;
  taskGroupId: number;
  name: string;
  answerDisabled: boolean;
  tasks: ProgrammingTask[];
  draft: { code: CodeMap; useTime: number };
  latest: { totalScore: number; tasks: GradedTask[]; code: CodeMap } | null;
}

export interface SubmitResult {
  answerId: number;
  totalScore: number;
  maxScore: number;
  tasks: GradedTask[];
}
