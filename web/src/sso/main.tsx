import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../shared/i18n';
import { syncDocumentWithLanguage } from '../shared/i18n/sync-document';
import { SignInPage } from './sign-in-page';
import './sso.css';

syncDocumentWithLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('sso/index.html has no #root element');

// Rendered once the stored language's texts are in, so the form never shows the other language first.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <SignInPage />
    </StrictMode>,
  ),
);
