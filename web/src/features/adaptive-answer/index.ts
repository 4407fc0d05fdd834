import './i18n';

export { AdaptiveAnswerPage } from './components/adaptive-page';
