import { i18n } from '../../shared/i18n';
import { qrCardsEnUS, qrCardsZhCN } from './texts';

export const QR_CARDS_NS = 'qrCards';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', QR_CARDS_NS, qrCardsZhCN, true, true);
i18n.addResourceBundle('en-US', QR_CARDS_NS, qrCardsEnUS, true, true);
