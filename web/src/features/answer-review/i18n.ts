import { i18n } from '../../shared/i18n';
import { answerReviewEnUS, answerReviewZhCN } from './texts';

export const ANSWER_REVIEW_NS = 'answerReview';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', ANSWER_REVIEW_NS, answerReviewZhCN, true, true);
i18n.addResourceBundle('en-US', ANSWER_REVIEW_NS, answerReviewEnUS, true, true);
