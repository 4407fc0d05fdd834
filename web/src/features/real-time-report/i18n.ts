import { i18n } from '../../shared/i18n';
import { reportEnUS, reportZhCN } from './texts';

export const REPORT_NS = 'realTimeReport';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', REPORT_NS, reportZhCN, true, true);
i18n.addResourceBundle('en-US', REPORT_NS, reportEnUS, true, true);
