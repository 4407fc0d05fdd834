import { useEffect, useRef, useState } from 'react';
import type { TaskRef } from '../../../shared/answering/task-links';
import { saveDraft } from '../api/save-draft';
import type { CodeMap, TasksView } from '../api/types';

const SAVE_DELAY_MS = 2000;

/** The code to start from: the server draft, else the last handed-in code, else each task's starter code. */
function initialCode(view: TasksView): CodeMap {
  const code: CodeMap = {};
  for (const task of view.tasks) {
    const id = String(task.taskId);
    code[id] = view.draft.code[id] ?? view.latest?.code[id] ?? task.starterCode;
  }
  return code;
}

/** The code of every task, saved to the server a moment after each change so a reload resumes it. */
export function useCodeDraft(task: TaskRef, view: TasksView, canSave: boolean) {
  const [code, setCode] = useState<CodeMap>(() => initialCode(view));
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [startedAt] = useState(() => Date.now() - view.draft.useTime * 1000);
  const dirty = useRef(false);

  useEffect(() => {
    if (!dirty.current || !canSave) return;
    const timer = window.setTimeout(() => {
      dirty.current = false;
      const useTime = Math.round((Date.now() - startedAt) / 1000);
      void saveDraft(task, code, useTime).then(() => setSavedAt(Date.now()));
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [code, canSave, task, startedAt]);

  const setTaskCode = (taskId: number, next: string) => {
    dirty.current = true;
    setCode((current) => ({ ...current, [String(taskId)]: next }));
  };
  const useTime = () => Math.round((Date.now() - startedAt) / 1000);
  return { code, setTaskCode, savedAt, useTime };
}
