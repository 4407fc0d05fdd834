import type { SentAheadCalls } from './http-send';

/**
 * Calls the page's first script sent before the app's code had arrived (app/guard/early-setup-calls.ts),
 * for the app's request layer to read as its own (http `sendAhead`). One map, so both hold the same.
 */
export const sentEarly: SentAheadCalls = new Map();
