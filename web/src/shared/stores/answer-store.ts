import { SESSION_STORAGE_KEYS } from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

/** Answer-screen state; the answer issues add their fields here. */
export interface AnswerState {
  reset: () => void;
}

export const answerStore = createPersistedStore<AnswerState>(SESSION_STORAGE_KEYS.answer, 'session', () => ({
  reset: () => undefined,
}));
