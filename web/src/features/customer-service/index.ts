import './i18n';

export { UserQueryPage } from './components/user-query-page';
