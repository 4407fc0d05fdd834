import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady } from '../shared/i18n';
import { DESKTOP, setViewport } from './viewport';

// Components render their texts through i18next: wait once for the default language's texts.
await i18nReady;

afterEach(() => {
  cleanup();
  // What the request layer's toasts and dialogs append to the body outside React.
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  setViewport(DESKTOP);
});
