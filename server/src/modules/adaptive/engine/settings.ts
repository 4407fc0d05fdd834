import { adaptiveDefaultSettings } from '@pingjia/contract';
import type { EngineSettings } from '../../../db/schema/adaptive.js';

/** The contract's defaults, which an imported bank's settings fall back to. */
export const DEFAULT_SETTINGS: EngineSettings = adaptiveDefaultSettings;
