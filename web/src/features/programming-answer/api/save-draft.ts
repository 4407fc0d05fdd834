import { programming } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { CodeMap } from './types';

/** POST /wj/api/programming/saveDraft: the code so far, kept on the server for a reload or another device. */
export function saveDraft(task: TaskRef, code: CodeMap, useTime: number): Promise<null> {
  return http.request(programming.saveDraft, { body: { ...task, code, useTime } });
}
