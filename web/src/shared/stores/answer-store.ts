import { SESSION_STORAGE_KEYS, type AnswerMap } from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

export type { AnswerMap, AnswerValue } from '@pingjia/contract';

/** The draft of one task, kept in the tab's session so a reload finds it. */
export interface AnswerDraft {
  answers: AnswerMap;
  /** Seconds spent on the task so far. */
  useTime: number;
  /** The key of the submit attempt in flight or failed, reused by its retry; null before the first attempt. */
  submitKey: string | null;
  /** When the draft last changed (ms). */
  savedAt: number;
}

export interface AnswerData {
  /** Drafts by `draftKey(taskGroupId, activityId)`. */
  drafts: Record<string, AnswerDraft>;
}

export interface AnswerState extends AnswerData {
  saveDraft: (key: string, draft: AnswerDraft) => void;
  clearDraft: (key: string) => void;
  reset: () => void;
}

export const draftKey = (taskGroupId: number, activityId: number) => `${taskGroupId}:${activityId}`;

export const answerStore = createPersistedStore<AnswerState>(SESSION_STORAGE_KEYS.answer, 'session', (set) => ({
  drafts: {},
  saveDraft: (key, draft) => set((state) => ({ drafts: { ...state.drafts, [key]: draft } })),
  clearDraft: (key) =>
    set((state) => ({ drafts: Object.fromEntries(Object.entries(state.drafts).filter(([name]) => name !== key)) })),
  reset: () => set({ drafts: {} }),
}));
