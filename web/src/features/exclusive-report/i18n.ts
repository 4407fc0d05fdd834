import { i18n } from '../../shared/i18n';
import { exclusiveReportEnUS, exclusiveReportZhCN } from './texts';

export const EXCLUSIVE_REPORT_NS = 'exclusiveReport';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', EXCLUSIVE_REPORT_NS, exclusiveReportZhCN, true, true);
i18n.addResourceBundle('en-US', EXCLUSIVE_REPORT_NS, exclusiveReportEnUS, true, true);
