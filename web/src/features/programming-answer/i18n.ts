import { i18n } from '../../shared/i18n';
import { programmingEnUS, programmingZhCN } from './texts';

export const PROGRAMMING_NS = 'programming';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', PROGRAMMING_NS, programmingZhCN, true, true);
i18n.addResourceBundle('en-US', PROGRAMMING_NS, programmingEnUS, true, true);
