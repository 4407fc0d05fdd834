import { SESSION_STORAGE_KEYS } from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

export interface EarnedAward {
  awardId: number;
  kind: 'medal' | 'trophy';
  name: string;
  image: string;
}

/** What the last accepted submit returned, so the report right after it can show the new awards. */
export interface LastSubmit {
  taskGroupId: number;
  activityId: number;
  totalScore: number;
  awards: EarnedAward[];
}

export interface RealTimeReportData {
  lastSubmit: LastSubmit | null;
  /** The aspect whose indicators the report has open, kept across a reload. */
  openAspectId: string | null;
}

export interface RealTimeReportState extends RealTimeReportData {
  setLastSubmit: (lastSubmit: LastSubmit) => void;
  setOpenAspect: (openAspectId: string | null) => void;
  reset: () => void;
}

export const realTimeReportStore = createPersistedStore<RealTimeReportState>(
  SESSION_STORAGE_KEYS.realTimeReportPage,
  'session',
  (set) => ({
    lastSubmit: null,
    openAspectId: null,
    setLastSubmit: (lastSubmit) => set({ lastSubmit }),
    setOpenAspect: (openAspectId) => set({ openAspectId }),
    reset: () => set({ lastSubmit: null, openAspectId: null }),
  }),
);
