import { createPersistedStore } from '../../../shared/stores/persisted-store';

/** Session storage key of the parents' own state (cleared with the rest of session storage at logout). */
const PARENT_STATE_KEY = 'parentState';

export interface ActingState {
  childName: string;
  parentName: string;
}

export interface ParentState {
  /** §4: the previously chosen child, used when no child is requested. */
  currentStudentId: number | null;
  /** Set while the parent acts for a child: the banner's text and the way back. */
  acting: ActingState | null;
  chooseChild: (studentId: number) => void;
  setActing: (acting: ActingState | null) => void;
}

export const parentStore = createPersistedStore<ParentState>(PARENT_STATE_KEY, 'session', (set) => ({
  currentStudentId: null,
  acting: null,
  chooseChild: (currentStudentId) => set({ currentStudentId }),
  setActing: (acting) => set({ acting }),
}));
