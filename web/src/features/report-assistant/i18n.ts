import { i18n } from '../../shared/i18n';
import { reportAssistantEnUS, reportAssistantZhCN } from './texts';

export const REPORT_ASSISTANT_NS = 'reportAssistant';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', REPORT_ASSISTANT_NS, reportAssistantZhCN, true, true);
i18n.addResourceBundle('en-US', REPORT_ASSISTANT_NS, reportAssistantEnUS, true, true);
