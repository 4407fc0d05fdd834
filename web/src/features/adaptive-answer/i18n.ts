import { i18n } from '../../shared/i18n';
import { adaptiveEnUS, adaptiveZhCN } from './texts';

export const ADAPTIVE_NS = 'adaptive';

// Registered when the screen loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', ADAPTIVE_NS, adaptiveZhCN, true, true);
i18n.addResourceBundle('en-US', ADAPTIVE_NS, adaptiveEnUS, true, true);
