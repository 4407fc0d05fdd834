import { i18n } from '../../shared/i18n';
import { contentAdminEnUS, contentAdminZhCN } from './texts';

export const CONTENT_ADMIN_NS = 'content-admin';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', CONTENT_ADMIN_NS, contentAdminZhCN, true, true);
i18n.addResourceBundle('en-US', CONTENT_ADMIN_NS, contentAdminEnUS, true, true);
