import './i18n';

export { ProgrammingAnswerPage } from './components/programming-page';
