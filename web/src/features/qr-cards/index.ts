import './i18n';

export { QrCardsPage } from './components/qr-cards-page';
