import { i18n } from '../../../../shared/i18n';
import { currentGroupEnUS, currentGroupZhCN } from './current-group-texts';

export const CURRENT_GROUP_NS = 'adminHomeProgress';

// The texts live with the home screens that show them.
i18n.addResourceBundle('zh-CN', CURRENT_GROUP_NS, currentGroupZhCN, true, true);
i18n.addResourceBundle('en-US', CURRENT_GROUP_NS, currentGroupEnUS, true, true);
