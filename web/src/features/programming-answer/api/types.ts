import type { programming, RouteData } from '@pingjia/contract';

/** The tasks without their hidden tests, the student's draft and their latest graded hand-in. */
export type TasksView = RouteData<typeof programming.getTasks>;
export type ProgrammingTask = TasksView['tasks'][number];
export type Example = ProgrammingTask['examples'][number];
export type GradedTask = NonNullable<TasksView['latest']>['tasks'][number];
/** The code of each task, keyed by task id. */
export type CodeMap = TasksView['draft']['code'];
/** One visible example's run: the in-browser sandbox answers the shape of the server's runSamples. */
export type SampleRun = RouteData<typeof programming.runSamples>[number];
