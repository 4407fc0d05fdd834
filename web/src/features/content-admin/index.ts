import './i18n';

export { ContentAdminPage } from './components/content-admin-page';
