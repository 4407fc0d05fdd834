import { i18n } from '../i18n';
import { exportJobEnUS, exportJobZhCN } from './texts';

export const EXPORT_JOB_NS = 'exportJob';

// Registered when a page with an export loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', EXPORT_JOB_NS, exportJobZhCN, true, true);
i18n.addResourceBundle('en-US', EXPORT_JOB_NS, exportJobEnUS, true, true);
