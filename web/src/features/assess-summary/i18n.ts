import { i18n } from '../../shared/i18n';
import { assessSummaryEnUS, assessSummaryZhCN } from './texts';

export const ASSESS_SUMMARY_NS = 'assessSummary';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', ASSESS_SUMMARY_NS, assessSummaryZhCN, true, true);
i18n.addResourceBundle('en-US', ASSESS_SUMMARY_NS, assessSummaryEnUS, true, true);
