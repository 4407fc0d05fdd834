import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { syncDocumentWithLanguage } from '../shared/i18n/sync-document';
import { SignInPage } from './sign-in-page';
import './sso.css';

syncDocumentWithLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('sso/index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <SignInPage />
  </StrictMode>,
);
