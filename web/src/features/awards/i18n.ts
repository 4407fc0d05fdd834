import { i18n } from '../../shared/i18n';
import { awardsEnUS, awardsZhCN } from './texts';

export const AWARDS_NS = 'awards';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', AWARDS_NS, awardsZhCN, true, true);
i18n.addResourceBundle('en-US', AWARDS_NS, awardsEnUS, true, true);
