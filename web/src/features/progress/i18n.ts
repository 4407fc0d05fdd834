import { i18n } from '../../shared/i18n';
import { progressEnUS, progressZhCN } from './texts';

export const PROGRESS_NS = 'progress';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', PROGRESS_NS, progressZhCN, true, true);
i18n.addResourceBundle('en-US', PROGRESS_NS, progressEnUS, true, true);
