import { i18n } from '../../shared/i18n';
import { customerServiceEnUS, customerServiceZhCN } from './texts';

export const CUSTOMER_SERVICE_NS = 'customerService';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', CUSTOMER_SERVICE_NS, customerServiceZhCN, true, true);
i18n.addResourceBundle('en-US', CUSTOMER_SERVICE_NS, customerServiceEnUS, true, true);
