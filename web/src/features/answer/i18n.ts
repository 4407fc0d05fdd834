import { i18n } from '../../shared/i18n';
import { answerEnUS, answerZhCN } from './texts';

export const ANSWER_NS = 'answer';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', ANSWER_NS, answerZhCN, true, true);
i18n.addResourceBundle('en-US', ANSWER_NS, answerEnUS, true, true);
