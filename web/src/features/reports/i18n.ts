import { i18n } from '../../shared/i18n';
import { reportsEnUS, reportsZhCN } from './texts';

export const REPORTS_NS = 'reports';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', REPORTS_NS, reportsZhCN, true, true);
i18n.addResourceBundle('en-US', REPORTS_NS, reportsEnUS, true, true);
