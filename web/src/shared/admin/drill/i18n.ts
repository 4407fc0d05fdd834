import { i18n } from '../../i18n';
import { drillEnUS, drillZhCN } from './texts';

export const DRILL_NS = 'drill';

// Registered when a page that shows these pieces loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', DRILL_NS, drillZhCN, true, true);
i18n.addResourceBundle('en-US', DRILL_NS, drillEnUS, true, true);
