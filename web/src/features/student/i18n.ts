import { i18n } from '../../shared/i18n';
import { studentEnUS, studentZhCN } from './texts';

export const STUDENT_NS = 'student';

// Registered when the feature loads, so the shared locale files stay the shell's.
i18n.addResourceBundle('zh-CN', STUDENT_NS, studentZhCN, true, true);
i18n.addResourceBundle('en-US', STUDENT_NS, studentEnUS, true, true);
