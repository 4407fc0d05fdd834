import { SESSION_STORAGE_KEYS } from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

/** Personal real-time report paging; the report issue adds its fields here. */
export interface RealTimeReportState {
  reset: () => void;
}

export const realTimeReportStore = createPersistedStore<RealTimeReportState>(
  SESSION_STORAGE_KEYS.realTimeReportPage,
  'session',
  () => ({ reset: () => undefined }),
);
