import { SESSION_STORAGE_KEYS } from '@pingjia/contract';
import type { evaluation, RouteData } from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

/** Every hand-in (activity, adaptive test, scenario) answers with this same result. */
type HandInResult = RouteData<typeof evaluation.subEvaluationGroupAnswer>;

export type EarnedAward = HandInResult['awards'][number];

/** What the last accepted submit returned, so the report right after it can show the new awards. */
export type LastSubmit = Pick<HandInResult, 'taskGroupId' | 'activityId' | 'totalScore' | 'awards'>;

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
