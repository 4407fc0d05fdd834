import { i18n } from '../../shared/i18n';
import { reportReadsEnUS, reportReadsZhCN } from './texts';

export const REPORT_READS_NS = 'reportReads';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', REPORT_READS_NS, reportReadsZhCN, true, true);
i18n.addResourceBundle('en-US', REPORT_READS_NS, reportReadsEnUS, true, true);
