import { i18n } from '../../shared/i18n';
import { reportPdfEnUS, reportPdfZhCN } from './texts';

export const REPORT_PDF_NS = 'reportPdf';

// Registered when a page with a report PDF button loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', REPORT_PDF_NS, reportPdfZhCN, true, true);
i18n.addResourceBundle('en-US', REPORT_PDF_NS, reportPdfEnUS, true, true);
