import { i18n } from '../../i18n';
import { reportChoiceEnUS, reportChoiceZhCN } from './texts';

export const REPORT_CHOICE_NS = 'reportChoice';

// Registered when a page that chooses a report loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', REPORT_CHOICE_NS, reportChoiceZhCN, true, true);
i18n.addResourceBundle('en-US', REPORT_CHOICE_NS, reportChoiceEnUS, true, true);
