import { i18n } from '../../shared/i18n';
import { batchAccountsEnUS, batchAccountsZhCN } from './texts';

export const BATCH_ACCOUNTS_NS = 'batchAccounts';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', BATCH_ACCOUNTS_NS, batchAccountsZhCN, true, true);
i18n.addResourceBundle('en-US', BATCH_ACCOUNTS_NS, batchAccountsEnUS, true, true);
