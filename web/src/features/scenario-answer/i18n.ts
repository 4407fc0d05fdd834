import { i18n } from '../../shared/i18n';
import { scenarioEnUS, scenarioZhCN } from './texts';

export const SCENARIO_NS = 'scenario';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', SCENARIO_NS, scenarioZhCN, true, true);
i18n.addResourceBundle('en-US', SCENARIO_NS, scenarioEnUS, true, true);
