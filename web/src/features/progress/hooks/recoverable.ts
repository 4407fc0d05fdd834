import type { ProgressStatus } from '@pingjia/contract';

/** A reset returns a touched activity to not started: nothing to recover before a student starts. */
export function isRecoverable(status: ProgressStatus): boolean {
  return status === 'done' || status === 'waived' || status === 'inProgress';
}
