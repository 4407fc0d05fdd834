import './i18n';

export { BatchAccountsPage } from './components/batch-accounts-page';
