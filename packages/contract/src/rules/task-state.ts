/** §3 userTaskState: a task is open until the student hands it in or waives it (both leave it submitted). */
export const TaskState = {
  open: 0,
  submitted: 1,
} as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];
