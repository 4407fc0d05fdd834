import { i18n } from '../../shared/i18n';
import { studentReportEnUS, studentReportZhCN } from './texts';

export const STUDENT_REPORT_NS = 'studentReport';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', STUDENT_REPORT_NS, studentReportZhCN, true, true);
i18n.addResourceBundle('en-US', STUDENT_REPORT_NS, studentReportEnUS, true, true);
