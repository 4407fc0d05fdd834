import { i18n } from '../../shared/i18n';
import { adminBasisEnUS, adminBasisZhCN } from './texts';
import { organizationEnUS, organizationZhCN } from './texts-organization';

export const ADMIN_BASIS_NS = 'adminBasis';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', ADMIN_BASIS_NS, { ...adminBasisZhCN, ...organizationZhCN }, true, true);
i18n.addResourceBundle('en-US', ADMIN_BASIS_NS, { ...adminBasisEnUS, ...organizationEnUS }, true, true);
